/** Words that name a Social Security Number; shared by the dashed and the undashed detectors. */
export const SSN_CONTEXT_WORDS: readonly string[] = [
  'ssn',
  'ss#',
  'ss no',
  'social security',
  'social security number',
  'social sec',
  'soc sec',
];

export const SSN_LABEL = { one: 'Social Security number', other: 'Social Security numbers' } as const;
