import { describe, expect, it } from 'vitest';
import { checkText, scan, type Finding } from '../../src/index.js';

const levelsOf = (text: string): Array<[string, string, string | undefined]> =>
  scan(text).map((f: Finding) => [f.type, text.slice(f.start, f.end), f.likelihood]);

/** Types the default policy would act on in `text`: findings at LIKELY and above. */
const acted = (text: string): string[] => checkText(text, { destination: 'AI_TOOL' }).findings.map((f) => f.type);

describe('numbers in code are no identifiers', () => {
  it.each([
    ['const MAX_INT = 2147483648;', 'a power of two assigned to a constant'],
    ['declare const MIN_SAFE: -2147483648;', 'a negative power of two'],
    ['mask = 4294967295 & flags', 'two to the 32nd less one'],
    ['digits = "0123456789"', 'an ascending sequence'],
    ['rev = "9876543210"', 'a descending sequence'],
    ['filler 7777777777 here', 'one digit repeated'],
    [">>> Decimal('400000003')", 'a call argument'],
    ['#define BLOCK_LIMIT 2132417717', 'a #define'],
    ['h = (x * 1000000007) % n', 'arithmetic'],
    ['x = 0x7f3a; y = 123456782', 'hex on the same line'],
  ])('%s (%s)', (text) => {
    expect(acted(text)).toEqual([]);
  });

  it('reports the numbers with a low likelihood, not silence', () => {
    expect(levelsOf('const MAX_INT = 2147483648;')).toEqual([['UK_NHS_NUMBER', '2147483648', 'VERY_UNLIKELY']]);
    expect(levelsOf(">>> Decimal('400000003')")).toEqual([['NL_BSN', '400000003', 'VERY_UNLIKELY']]);
  });

  it('a word naming the value outweighs the code around it', () => {
    expect(levelsOf("const bsn = '123456782';")).toEqual([['NL_BSN', '123456782', 'LIKELY']]);
  });
});

describe('numbers in logs are no identifiers', () => {
  // Lines written in the shapes of common system logs: HDFS, Hadoop, Windows CBS, RAS and web servers.
  const log = [
    '081109 204005 35 INFO dfs.FSNamesystem: BLOCK* NameSystem.addStoredBlock: blockMap updated: 10.251.73.220:50010 is added to blk_-4980916519894289629 size 67108864',
    '081109 204106 329 INFO dfs.DataNode$PacketResponder: PacketResponder 2 for block blk_7503483334202473044 terminating',
    '2008-11-09 20:30:15,201 INFO mapred.TaskTracker: attempt_200811092030_0001_m_000002_0 0.0% reduce > copy',
    '2008-11-09 20:30:16,002 INFO mapred.JobTracker: Adding task _task_200811092030 to tip task_200811092030_0001_m_000002',
    '2016-09-28 04:30:31, Info CBS Package KB3086255 was successfully changed to the Installed state.',
    '2016-09-28 04:30:31, Info CBS Session: 30546174_2154467251 initialized by client WindowsUpdateAgent.',
    '1117838570 2005.06.03 R02-M1-N0-C:J12-U11 2005-06-03-15.42.50.675872 R02-M1-N0-C:J12-U11 RAS KERNEL INFO instruction cache parity error corrected',
    'node-212 unix.hw state_change.unavailable 1077804742 1 Component State Change: Component "alt0" is in the unavailable state (HWID=3180)',
    'Jun 14 15:16:01 combo sshd(pam_unix)[19939]: check pass; user unknown eventTime=261867854 seq=3185076493',
    '203.0.113.9 - - [10/Oct/2024:13:55:36 +0000] "GET /index.html HTTP/1.1" 200 2326 "-" "curl/8.4.0" rt=1728568536',
    'Jun 10 15:16:01 combo sshd[30875]: eventTime=501862323 seq=2184544831 ack=4981620977',
    'Jun 24 15:16:01 combo sshd[25170]: eventTime=152425637 seq=5741367958 ack=6343992332',
    '203.0.113.7 - - [10/Oct/2024:13:39:36 +0000] "GET /item/509614649 HTTP/1.1" 200 73504 "-" "curl/8.4.0" rt=1711766120',
    '203.0.113.8 - - [10/Oct/2024:13:53:36 +0000] "GET /item/262544878 HTTP/1.1" 200 88928 "-" "curl/8.4.0" rt=1711748515',
  ].join('\n');

  it('acts on nothing but the addresses', () => {
    expect(new Set(acted(log))).toEqual(new Set(['IP_ADDRESS']));
  });

  it('a Windows update id is no DEA number unless a word says so', () => {
    expect(acted('Package KB3086255 was installed')).toEqual([]);
    expect(acted('DEA number AB1234563 on the prescription')).toEqual(['DEA_NUMBER']);
  });
});

describe('numbers in code and documentation are no identifiers', () => {
  it.each([
    [
      "parse('+1 213 373 4253') === { country: 'US', phone: '2133734253' }\nparse('Phone: +1-213-373-4253.') === { country: 'US', phone: '2133734253' }\nparse('+12133734253') === { country: 'US', phone: '2133734253' }",
      'a column of values under a phone key',
    ],
    ["format('+12133734253', 'NATIONAL') === '(213) 373-4253'\nformat('+12133734253', 'INTERNATIONAL') === '+1 213 373 4253'", 'phone numbers in international form'],
    ['const table = [\n      2909243462,\n      3663771856,\n      1141124467,\n      855842277,\n      2852801631,\n      3708648649,\n      1342533948,\n      654459306,\n];', 'an indented array of constants'],
  ])('%s (%s)', (text) => {
    expect(acted(text).filter((type) => type !== 'PHONE')).toEqual([]);
  });
});

describe('version and section numbers are no addresses', () => {
  it.each(['see section 7.1.4.34 of the standard', 'running version 8.2.4.44 now', 'as in 7.1.4.34 above', 'clause 4.2.1.10 applies', 'chapter 3.1.2.5 explains'])('%s', (text) => {
    expect(acted(text)).toEqual([]);
  });

  it('an address in the same shape still counts when a word names it', () => {
    expect(acted('server ip 8.8.4.4 answered')).toEqual(['IP_ADDRESS']);
  });
});

describe('evidence raises weak matches', () => {
  it('a weak check alone is POSSIBLE, named or formatted it is LIKELY', () => {
    expect(levelsOf('Please double-check 123456782 before Friday.')).toEqual([['NL_BSN', '123456782', 'POSSIBLE']]);
    expect(levelsOf('Please double-check 1234.56.782 before Friday.')).toEqual([['NL_BSN', '1234.56.782', 'LIKELY']]);
    expect(levelsOf('Mijn burgerservicenummer is 123456782.')).toEqual([['NL_BSN', '123456782', 'LIKELY']]);
  });

  it("a column's header names its cells", () => {
    const csv = 'name,bsn,city\nAnna,560098996,Delft\n';
    expect(levelsOf(csv).filter(([type]) => type !== 'PERSON_NAME')).toEqual([['NL_BSN', '560098996', 'LIKELY']]);
  });

  it('a column of values of one kind raises each', () => {
    const table = 'Anna;560098996;Delft\nBram;931355096;Gouda\n';
    expect(levelsOf(table).map(([, , level]) => level)).toEqual(['LIKELY', 'LIKELY']);
  });

  it('a strong check is VERY_LIKELY alone', () => {
    expect(levelsOf('pay with 4111111111111111 today')).toEqual([['CREDIT_CARD', '4111111111111111', 'VERY_LIKELY']]);
  });
});

describe('the floor', () => {
  it('the default policy acts on LIKELY and above; a policy may lower its floor', () => {
    const text = 'Please double-check 123456782 before Friday.';
    expect(checkText(text, { destination: 'AI_TOOL' }).findings).toEqual([]);
    const lenient = { name: 'lenient', minLikelihood: 'POSSIBLE' as const, rules: [{ name: 'mask', dataTypes: ['PII' as const], destinations: ['AI_TOOL' as const], action: 'MASK' as const }] };
    expect(checkText(text, { destination: 'AI_TOOL', policy: lenient }).findings.map((f) => f.type)).toEqual(['NL_BSN']);
  });

  it('scan with minLikelihood drops what is below it', () => {
    expect(scan('Please double-check 123456782 before Friday.', { minLikelihood: 'LIKELY' })).toEqual([]);
  });
});

describe('explain', () => {
  it('lists the evidence, each with the levels it moved', () => {
    const [finding] = scan('NHS number: 943 476 5919', { explain: true });
    expect(finding.likelihood).toBe('VERY_LIKELY');
    expect(finding.explanation.evidence?.map((e) => [e.kind, e.steps])).toEqual([
      ['alone', 0],
      ['formatting', 1],
      ['context-word', 1],
    ]);
  });

  it('names the sign against a number', () => {
    const [finding] = scan('const MAX_INT = 2147483648;', { explain: true });
    expect(finding.explanation.evidence?.map((e) => e.kind)).toContain('power-of-two');
  });

  it('leaves the evidence out unless asked', () => {
    expect(scan('NHS number: 943 476 5919')[0].explanation.evidence).toBeUndefined();
  });
});
