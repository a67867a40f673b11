;; The scanner's single pass over a chunk's units (see token-pass.ts), 64 units at a time with
;; SIMD: each block yields bit masks of letters and digits, digits and special characters, and
;; bit arithmetic on those masks finds token starts, token ends and which tokens hold a digit,
;; so no branch depends on each character. Work per token is a few table reads.
;;
;; A pass runs in slices of the window (`pass` once per slice); a token still open at a slice's
;; end is carried over in globals. Outputs are per slice, in units of the window:
;; digit token starts (plus `base`, i.e. text offsets), tokens that may begin a literal of the
;; prefix table, of the anchor words or of all context words (`[start, length | tables << 28]`,
;; as LiteralTable's `endFits` and `mayStartAt` judge them), the text offsets of each anchor
;; character in its slot's list, and positions where a literal without letters or digits may
;; start; `pass` returns how many candidates it listed. `refuseDigitTokens` then drops the digit
;; tokens no `digits` pattern can begin at, and `admitAnchors` the anchor characters no kept match
;; can pass through.
(module
  (memory (export "memory") 1)

  ;; Whether a token is open across the last block, and where it began.
  (global $open (mut i32) (i32.const 0))
  (global $openStart (mut i32) (i32.const 0))
  ;; 1 when the unit before the next block is a letter or digit.
  (global $alnumBefore (mut i64) (i64.const 0))
  ;; The carry of the digit-free-token sum out of the last block.
  (global $carry (mut i64) (i64.const 0))

  (global $digitCount (export "digitCount") (mut i32) (i32.const 0))
  (global $specialCount (export "specialCount") (mut i32) (i32.const 0))

  ;; LiteralTable's cheap tests (its `writeTestTables` layout at `table`) for the token at `start`
;; of `length`: its pair and length fit a key, the unit after it (`end`) can follow one of that
;; length, and its first units can begin one (`mayStartAt`).
  (func $fits (param $table i32) (param $units i32) (param $start i32) (param $pair i32) (param $lengthBit i32) (param $end i32) (result i32)
    (local $first i32) (local $second i32) (local $third i32) (local $fold i32)
    (if (i32.eqz (i32.and (i32.shr_u (i32.load offset={{TEST_TABLE_LENGTHS}} (i32.add (local.get $table) (i32.shl (local.get $pair) (i32.const 2)))) (local.get $lengthBit)) (i32.const 1)))
      (then (return (i32.const 0))))
    (if (i32.eqz (i32.and (i32.shr_u (i32.load offset={{TEST_TABLE_ANY_END}} (i32.add (local.get $table) (i32.shl (local.get $pair) (i32.const 2)))) (local.get $lengthBit)) (i32.const 1)))
      (then
        (if (i32.eqz (i32.load8_u offset={{TEST_TABLE_TOKEN_ENDS}} (i32.add (local.get $table)
              (i32.shr_u
                (i32.add
                  (i32.mul (i32.or (i32.shl (local.get $pair) (i32.const 5)) (local.get $lengthBit)) (i32.const 0x9e3779b1))
                  (i32.mul (local.get $end) (i32.const 0x85ebca6b)))
                (i32.const 16)))))
          (then (return (i32.const 0))))))
    (local.set $fold (i32.load8_u offset={{TEST_TABLE_FOLDS_CASE}} (local.get $table)))
    (local.set $first (call $foldCase (i32.load8_u (i32.add (local.get $units) (local.get $start))) (local.get $fold)))
    (local.set $second (call $foldCase (i32.load8_u offset=1 (i32.add (local.get $units) (local.get $start))) (local.get $fold)))
    (if (i32.or (i32.or (i32.ge_u (local.get $second) (i32.const 128)) (i32.eqz (local.get $second)))
          (i32.load8_u offset={{TEST_TABLE_FIRST_UNITS}} (i32.add (local.get $table) (local.get $first))))
      (then (return (i32.const 1))))
    (if (i32.load8_u offset={{TEST_TABLE_SHORT_PAIRS}} (i32.add (local.get $table) (i32.or (i32.shl (local.get $first) (i32.const 7)) (local.get $second))))
      (then (return (i32.const 1))))
    (local.set $third (call $foldCase (i32.load8_u offset=2 (i32.add (local.get $units) (local.get $start))) (local.get $fold)))
    (if (i32.or (i32.ge_u (local.get $third) (i32.const 128)) (i32.eqz (local.get $third)))
      (then (return (i32.const 1))))
    (i32.load8_u offset={{TEST_TABLE_TRIPLES}} (i32.add (local.get $table)
      (i32.and
        (i32.add (i32.add (i32.mul (local.get $first) (i32.const 961)) (i32.mul (local.get $second) (i32.const 31))) (local.get $third))
        (i32.const {{TRIPLE_MASK}})))))

  ;; An ASCII capital in lower case when `fold` is 1.
  (func $foldCase (param $code i32) (param $fold i32) (result i32)
    (select
      (i32.or (local.get $code) (i32.const 32))
      (local.get $code)
      (i32.and (local.get $fold) (i32.lt_u (i32.sub (local.get $code) (i32.const 65)) (i32.const 26)))))

  ;; One slice: blocks of 64 units from `at` (a multiple of 64 after the pass's first slice
  ;; began) while below `stop`; in the last slice (`flags` bit 0) on past `stop` until the open
  ;; token ends (the window's 0 after its last unit ends it); the first slice (`flags` bit 1)
  ;; carries nothing over from the pass before. Its parameters are read from the block at
  ;; {{MEMORY_PASS_PARAMS}} (layout.ts, `PASS_PARAMS`): `units` the window's address; `starts` the
  ;; bits of the tokens a literal can begin, by their first three units (those after a shorter
  ;; token's end included) and length (`tokenStartKey`); `tableBits` which of the prefixes', the
  ;; anchor words' and all context words' test tables (bits 1, 2, 4) it reads, which `starts`
  ;; must be made of; `slots` how many anchor characters it files, each in its own list;
  ;; `punctuationPairs` the address of the pairs where a literal without letters or digits may
  ;; start, or 0 when there is none. The tables and lists it reads and writes lie where the
  ;; layout's MEMORY puts them.
  (func (export "pass")
    (result i32)
    (local $units i32) (local $at i32) (local $stop i32) (local $flags i32) (local $base i32)
    (local $starts i32) (local $prefixes i32) (local $anchorWords i32) (local $words i32) (local $tableBits i32)
    (local $shufti i32)
    (local $digits i32) (local $candidates i32) (local $specials i32)
    (local $anchorChars i32) (local $slotLists i32) (local $slotCounts i32) (local $slots i32) (local $punctuationPairs i32)
    (local $low v128) (local $high v128) (local $v v128) (local $d v128) (local $a v128) (local $s v128)
    (local $zeroChar v128) (local $ten v128) (local $caseBit v128) (local $aChar v128) (local $letters v128)
    (local $lowNibble v128) (local $zero v128) (local $shift i64)
    (local $alnum i64) (local $digit i64) (local $special i64)
    (local $shifted i64) (local $tokenStarts i64) (local $kept i64) (local $ends i64)
    (local $sum i64) (local $partial i64) (local $digitEnds i64) (local $limit i64)
    (local $k i32) (local $block i32) (local $start i32) (local $end i32) (local $bit i32)
    (local $length i32) (local $firstUnits i32) (local $lengthBit i32) (local $key i32) (local $digitCount i32) (local $passed i32)
    (local $specialCount i32) (local $position i32) (local $slot i32) (local $list i32) (local $mask i64)
    (local $open i32) (local $openStart i32) (local $alnumBefore i64) (local $carry i64)
    (local.set $units (i32.load offset={{MEMORY_PASS_PARAMS}} (i32.const {{PASS_PARAMS_UNITS}})))
    (local.set $at (i32.load offset={{MEMORY_PASS_PARAMS}} (i32.const {{PASS_PARAMS_AT}})))
    (local.set $stop (i32.load offset={{MEMORY_PASS_PARAMS}} (i32.const {{PASS_PARAMS_STOP}})))
    (local.set $flags (i32.load offset={{MEMORY_PASS_PARAMS}} (i32.const {{PASS_PARAMS_FLAGS}})))
    (local.set $base (i32.load offset={{MEMORY_PASS_PARAMS}} (i32.const {{PASS_PARAMS_BASE}})))
    (local.set $starts (i32.load offset={{MEMORY_PASS_PARAMS}} (i32.const {{PASS_PARAMS_STARTS}})))
    (local.set $tableBits (i32.load offset={{MEMORY_PASS_PARAMS}} (i32.const {{PASS_PARAMS_TABLE_BITS}})))
    (local.set $slots (i32.load offset={{MEMORY_PASS_PARAMS}} (i32.const {{PASS_PARAMS_SLOTS}})))
    (local.set $punctuationPairs (i32.load offset={{MEMORY_PASS_PARAMS}} (i32.const {{PASS_PARAMS_PUNCTUATION}})))
    (local.set $prefixes (i32.const {{MEMORY_PREFIXES}}))
    (local.set $anchorWords (i32.const {{MEMORY_ANCHOR_WORDS}}))
    (local.set $words (i32.const {{MEMORY_WORDS}}))
    (local.set $shufti (i32.const {{MEMORY_SHUFTI}}))
    (local.set $digits (i32.const {{MEMORY_DIGITS}}))
    (local.set $candidates (i32.const {{MEMORY_CANDIDATES}}))
    (local.set $specials (i32.const {{MEMORY_SPECIALS}}))
    (local.set $anchorChars (i32.const {{MEMORY_ANCHOR_CHARS}}))
    (local.set $slotLists (i32.const {{MEMORY_END}}))
    (local.set $slotCounts (i32.const {{MEMORY_SLOT_COUNTS}}))
    ;; Skipped when there is nothing to clear: V8 runs memory.fill out of line, at a cost a short pass notices.
    (if (local.get $slots)
      (then (memory.fill (local.get $slotCounts) (i32.const 0) (i32.shl (local.get $slots) (i32.const 2)))))
    (local.set $zeroChar (i8x16.splat (i32.const 48)))
    (local.set $ten (i8x16.splat (i32.const 10)))
    (local.set $caseBit (i8x16.splat (i32.const 32)))
    (local.set $aChar (i8x16.splat (i32.const 97)))
    (local.set $letters (i8x16.splat (i32.const 26)))
    (local.set $lowNibble (i8x16.splat (i32.const 15)))
    (local.set $low (v128.load (local.get $shufti)))
    (local.set $high (v128.load offset=16 (local.get $shufti)))
    ;; A pass's first slice starts with no token open; a later one goes on from the last.
    (if (i32.eqz (i32.and (local.get $flags) (i32.const 2)))
      (then
        (local.set $open (global.get $open))
        (local.set $openStart (global.get $openStart))
        (local.set $alnumBefore (global.get $alnumBefore))
        (local.set $carry (global.get $carry))))
    (local.set $block (local.get $at))
    (block $done
      (loop $blocks
        (if (i32.ge_s (local.get $block) (local.get $stop))
          (then (br_if $done (i32.eqz (i32.and (local.get $flags) (local.get $open))))))
        ;; Masks of the block's 64 units, 16 at a time.
        (local.set $alnum (i64.const 0))
        (local.set $digit (i64.const 0))
        (local.set $special (i64.const 0))
        (local.set $k (i32.const 0))
        (loop $lanes
          (local.set $v (v128.load (i32.add (local.get $units) (i32.add (local.get $block) (local.get $k)))))
          (local.set $d (i8x16.lt_u (i8x16.sub (local.get $v) (local.get $zeroChar)) (local.get $ten)))
          (local.set $a (v128.or (local.get $d)
            (i8x16.lt_u (i8x16.sub (v128.or (local.get $v) (local.get $caseBit)) (local.get $aChar)) (local.get $letters))))
          ;; Special characters by shufti, exact for ASCII (eight buckets, one per high nibble);
          ;; non-ASCII units index past the high table and read 0.
          (local.set $s (i8x16.ne
            (v128.and
              (i8x16.swizzle (local.get $low) (v128.and (local.get $v) (local.get $lowNibble)))
              (i8x16.swizzle (local.get $high) (i8x16.shr_u (local.get $v) (i32.const 4))))
            (local.get $zero)))
          (local.set $shift (i64.extend_i32_u (local.get $k)))
          (local.set $alnum (i64.or (local.get $alnum) (i64.shl (i64.extend_i32_u (i8x16.bitmask (local.get $a))) (local.get $shift))))
          (local.set $digit (i64.or (local.get $digit) (i64.shl (i64.extend_i32_u (i8x16.bitmask (local.get $d))) (local.get $shift))))
          (local.set $special (i64.or (local.get $special) (i64.shl (i64.extend_i32_u (i8x16.bitmask (local.get $s))) (local.get $shift))))
          (local.set $k (i32.add (local.get $k) (i32.const 16)))
          (br_if $lanes (i32.lt_u (local.get $k) (i32.const 64))))
        ;; Units at or past `stop` start nothing.
        (local.set $k (i32.sub (local.get $stop) (local.get $block)))
        (local.set $limit
          (if (result i64) (i32.ge_s (local.get $k) (i32.const 64))
            (then (i64.const -1))
            (else (if (result i64) (i32.le_s (local.get $k) (i32.const 0))
              (then (i64.const 0))
              (else (i64.sub (i64.shl (i64.const 1) (i64.extend_i32_u (local.get $k))) (i64.const 1)))))))
        ;; Bit k of `shifted`: unit k - 1 is a letter or digit.
        (local.set $shifted (i64.or (i64.shl (local.get $alnum) (i64.const 1)) (local.get $alnumBefore)))
        (local.set $alnumBefore (i64.shr_u (local.get $alnum) (i64.const 63)))
        (local.set $tokenStarts (i64.and (local.get $alnum) (i64.xor (local.get $shifted) (i64.const -1))))
        (local.set $ends (i64.and (local.get $shifted) (i64.xor (local.get $alnum) (i64.const -1))))
        ;; Adding a token's start bit to its letters carries through a digit-free token to the
        ;; unit after it, and stops at a token's first digit: the sum is 0 at the end of a token
        ;; that holds a digit.
        (local.set $partial (i64.add
          (i64.and (local.get $alnum) (i64.xor (local.get $digit) (i64.const -1)))
          (local.get $tokenStarts)))
        (local.set $sum (i64.add (local.get $partial) (local.get $carry)))
        (local.set $carry (i64.extend_i32_u (i32.or
          (i64.lt_u (local.get $partial) (local.get $tokenStarts))
          (i64.lt_u (local.get $sum) (local.get $partial)))))
        (local.set $digitEnds (i64.and (local.get $ends) (i64.xor (local.get $sum) (i64.const -1))))
        (local.set $kept (i64.and (local.get $tokenStarts) (local.get $limit)))
        ;; Where starts at or past `stop` were left out, so are the ends after the first of them:
        ;; every end left then closes the open token or a kept start.
        (if (i64.ne (local.get $kept) (local.get $tokenStarts))
          (then (local.set $ends (i64.and (local.get $ends)
            (i64.sub (i64.shl (i64.const 1) (i64.ctz (i64.xor (local.get $tokenStarts) (local.get $kept)))) (i64.const 1))))))

        (local.set $special (i64.and (i64.and (local.get $special) (local.get $limit))
          (i64.xor (local.get $alnum) (i64.const -1))))
        (if (i64.ne (local.get $special) (i64.const 0))
          (then
            ;; Each anchor character's positions, one slot at a time, as text offsets.
            (local.set $slot (i32.const 0))
            (block $noSlots
              (loop $eachSlot
                (br_if $noSlots (i32.ge_u (local.get $slot) (local.get $slots)))
                (local.set $v (i8x16.splat (i32.load8_u (i32.add (local.get $anchorChars) (local.get $slot)))))
                (local.set $mask (i64.and (local.get $special) (i64.or
                  (i64.or
                    (i64.extend_i32_u (i8x16.bitmask (i8x16.eq (v128.load (i32.add (local.get $units) (local.get $block))) (local.get $v))))
                    (i64.shl (i64.extend_i32_u (i8x16.bitmask (i8x16.eq (v128.load offset=16 (i32.add (local.get $units) (local.get $block))) (local.get $v)))) (i64.const 16)))
                  (i64.or
                    (i64.shl (i64.extend_i32_u (i8x16.bitmask (i8x16.eq (v128.load offset=32 (i32.add (local.get $units) (local.get $block))) (local.get $v)))) (i64.const 32))
                    (i64.shl (i64.extend_i32_u (i8x16.bitmask (i8x16.eq (v128.load offset=48 (i32.add (local.get $units) (local.get $block))) (local.get $v)))) (i64.const 48))))))
                (local.set $list (i32.add (local.get $slotLists) (i32.shl (local.get $slot) (i32.const {{SLOT_LIST_SHIFT}}))))
                (local.set $k (i32.load (i32.add (local.get $slotCounts) (i32.shl (local.get $slot) (i32.const 2)))))
                (block $noHits
                  (loop $eachHit
                    (br_if $noHits (i64.eqz (local.get $mask)))
                    (i32.store
                      (i32.add (local.get $list) (i32.shl (local.get $k) (i32.const 2)))
                      (i32.add (i32.add (local.get $block) (local.get $base)) (i32.wrap_i64 (i64.ctz (local.get $mask)))))
                    (local.set $k (i32.add (local.get $k) (i32.const 1)))
                    (local.set $mask (i64.and (local.get $mask) (i64.sub (local.get $mask) (i64.const 1))))
                    (br $eachHit)))
                (i32.store (i32.add (local.get $slotCounts) (i32.shl (local.get $slot) (i32.const 2))) (local.get $k))
                (local.set $slot (i32.add (local.get $slot) (i32.const 1)))
                (br $eachSlot)))
            ;; Where a literal without letters or digits may start, JavaScript looks it up
            ;; (`punctuationPairs` is 0 when the scanner has no such literal).
            (if (i32.ne (local.get $punctuationPairs) (i32.const 0))
              (then
                (block $noSpecials
                  (loop $eachSpecial
                    (br_if $noSpecials (i64.eqz (local.get $special)))
                    (local.set $position (i32.add (local.get $block) (i32.wrap_i64 (i64.ctz (local.get $special)))))
                    (local.set $special (i64.and (local.get $special) (i64.sub (local.get $special) (i64.const 1))))
                    (if (i32.load8_u (i32.add (local.get $punctuationPairs)
                          (i32.or (i32.shl (i32.load8_u (i32.add (local.get $units) (local.get $position))) (i32.const 7))
                            (i32.and (i32.load8_u offset=1 (i32.add (local.get $units) (local.get $position))) (i32.const 127)))))
                      (then
                        (i32.store
                          (i32.add (local.get $specials) (i32.shl (local.get $specialCount) (i32.const 2)))
                          (local.get $position))
                        (local.set $specialCount (i32.add (local.get $specialCount) (i32.const 1)))))
                    (br $eachSpecial)))))))

        ;; Tokens alternate start, end: each end closes the open token or the next start.
        (block $noTokens
          (loop $eachToken
            (br_if $noTokens (i64.eqz (local.get $ends)))
            (if (local.get $open)
              (then
                (local.set $start (local.get $openStart))
                (local.set $open (i32.const 0)))
              (else
                (local.set $start (i32.add (local.get $block) (i32.wrap_i64 (i64.ctz (local.get $kept)))))
                (local.set $kept (i64.and (local.get $kept) (i64.sub (local.get $kept) (i64.const 1))))))
            (local.set $bit (i32.wrap_i64 (i64.ctz (local.get $ends))))
            (local.set $end (i32.add (local.get $block) (local.get $bit)))
            (local.set $ends (i64.and (local.get $ends) (i64.sub (local.get $ends) (i64.const 1))))
            ;; Every token's start is written; only a digit token's advances the count.
            (i32.store
              (i32.add (local.get $digits) (i32.shl (local.get $digitCount) (i32.const 2)))
              (i32.add (local.get $start) (local.get $base)))
            (local.set $digitCount (i32.add (local.get $digitCount)
              (i32.wrap_i64 (i64.and (i64.shr_u (local.get $digitEnds) (i64.extend_i32_u (local.get $bit))) (i64.const 1)))))
            (local.set $length (i32.sub (local.get $end) (local.get $start)))
            ;; The first three units from the token's start, past its end for a shorter one.
            (local.set $firstUnits (i32.and (i32.load (i32.add (local.get $units) (local.get $start))) (i32.const 0xffffff)))
            (local.set $lengthBit (select (local.get $length) (i32.const 31) (i32.lt_u (local.get $length) (i32.const 31))))
            ;; One read settles most tokens: those units and the length (LiteralTable's
            ;; `markTokenStarts`, `tokenStartKey`). Every token is written and only one whose bit
            ;; is set advances the count: a branch on the bit would be mispredicted at most of
            ;; the tokens that pass; the literal tables' tests follow over those alone.
            (local.set $key (i32.shr_u
              (i32.mul (i32.or (i32.shl (local.get $firstUnits) (i32.const 5)) (local.get $lengthBit)) (i32.const 0x9e3779b1))
              (i32.const 12)))
            (i32.store
              (i32.add (local.get $candidates) (i32.shl (local.get $passed) (i32.const 3)))
              (local.get $start))
            (i32.store offset=4
              (i32.add (local.get $candidates) (i32.shl (local.get $passed) (i32.const 3)))
              (local.get $length))
            (local.set $passed (i32.add (local.get $passed)
              (i32.and
                (i32.shr_u
                  (i32.load8_u (i32.add (local.get $starts) (i32.shr_u (local.get $key) (i32.const 3))))
                  (i32.and (local.get $key) (i32.const 7)))
                (i32.const 1))))
            (br $eachToken)))
        ;; A start left over opens a token that ends in a later block.
        (if (i64.ne (local.get $kept) (i64.const 0))
          (then
            (local.set $openStart (i32.add (local.get $block) (i32.wrap_i64 (i64.ctz (local.get $kept)))))
            (local.set $open (i32.const 1))))
        (local.set $block (i32.add (local.get $block) (i32.const 64)))
        (br $blocks)))
    (global.set $open (local.get $open))
    (global.set $openStart (local.get $openStart))
    (global.set $alnumBefore (local.get $alnumBefore))
    (global.set $carry (local.get $carry))
    (global.set $digitCount (local.get $digitCount))
    (global.set $specialCount (local.get $specialCount))
    (call $listCandidates (local.get $units) (local.get $candidates) (local.get $passed)
      (local.get $prefixes) (local.get $anchorWords) (local.get $words) (local.get $tableBits)))

  ;; The `passed` tokens at `candidates` (`[start, length]`, those that passed the first test)
  ;; meet the cheap tests of each literal table named by `tableBits`; those that pass one are the
  ;; candidates, listed in place, their length tagged with the tables (`[start, length | tables <<
  ;; 28]`). Returns how many.
  (func $listCandidates
    (param $units i32) (param $candidates i32) (param $passed i32)
    (param $prefixes i32) (param $anchorWords i32) (param $words i32) (param $tableBits i32)
    (result i32)
    (local $k i32) (local $start i32) (local $length i32) (local $firstUnits i32) (local $lengthBit i32)
    (local $pair i32) (local $after i32) (local $tables i32) (local $candidateCount i32)
    (local.set $k (i32.const 0))
    (local.set $candidateCount (i32.const 0))
    (block $tested
      (loop $eachCandidate
        (br_if $tested (i32.ge_u (local.get $k) (local.get $passed)))
        (local.set $start (i32.load (i32.add (local.get $candidates) (i32.shl (local.get $k) (i32.const 3)))))
        (local.set $length (i32.load offset=4 (i32.add (local.get $candidates) (i32.shl (local.get $k) (i32.const 3)))))
        (local.set $firstUnits (i32.load16_u (i32.add (local.get $units) (local.get $start))))
        (local.set $lengthBit (select (local.get $length) (i32.const 31) (i32.lt_u (local.get $length) (i32.const 31))))
        ;; A non-ASCII second unit (128) or the window's end (0) reads as 0, as in the JS pass.
        (local.set $pair (i32.or
          (i32.shl (i32.and (local.get $firstUnits) (i32.const 127)) (i32.const 7))
          (i32.and (i32.shr_u (local.get $firstUnits) (i32.const 8)) (i32.const 127))))
        (local.set $after (i32.load8_u (i32.add (local.get $units) (i32.add (local.get $start) (local.get $length)))))
        (local.set $tables (i32.or
          (i32.or
            (if (result i32) (i32.and (local.get $tableBits) (i32.const {{TABLE_BITS_PREFIXES}}))
              (then (i32.mul (call $fits (local.get $prefixes) (local.get $units) (local.get $start) (local.get $pair) (local.get $lengthBit) (local.get $after)) (i32.const {{TABLE_BITS_PREFIXES}})))
              (else (i32.const 0)))
            (if (result i32) (i32.and (local.get $tableBits) (i32.const {{TABLE_BITS_ANCHOR_WORDS}}))
              (then (i32.mul (call $fits (local.get $anchorWords) (local.get $units) (local.get $start) (local.get $pair) (local.get $lengthBit) (local.get $after)) (i32.const {{TABLE_BITS_ANCHOR_WORDS}})))
              (else (i32.const 0))))
          (if (result i32) (i32.and (local.get $tableBits) (i32.const {{TABLE_BITS_WORDS}}))
            (then (i32.mul (call $fits (local.get $words) (local.get $units) (local.get $start) (local.get $pair) (local.get $lengthBit) (local.get $after)) (i32.const {{TABLE_BITS_WORDS}})))
            (else (i32.const 0)))))
        (if (local.get $tables)
          (then
            (i32.store
              (i32.add (local.get $candidates) (i32.shl (local.get $candidateCount) (i32.const 3)))
              (local.get $start))
            (i32.store offset=4
              (i32.add (local.get $candidates) (i32.shl (local.get $candidateCount) (i32.const 3)))
              (i32.or (local.get $length) (i32.shl (local.get $tables) (i32.const 28))))
            (local.set $candidateCount (i32.add (local.get $candidateCount) (i32.const 1)))))
        (local.set $k (i32.add (local.get $k) (i32.const 1)))
        (br $eachCandidate)))
    (local.get $candidateCount))

  ;; `pass` for the context words alone, as `TokenPass.readWords` asks around a match: no digit
  ;; token, special character or other table, so a block makes one mask, not three. Tokens that
  ;; may begin a word (`starts`, then the test table at `table`) are listed at `candidates` as
  ;; `pass` lists them (`[start, length | 4 << 28]`); returns how many.
  (func (export "words")
    (param $units i32) (param $at i32) (param $stop i32) (param $flags i32) (param $starts i32) (param $table i32) (param $candidates i32)
    (result i32)
    (local $v v128) (local $a v128) (local $zeroChar v128) (local $ten v128) (local $caseBit v128) (local $aChar v128) (local $letters v128)
    (local $alnum i64) (local $shifted i64) (local $tokenStarts i64) (local $kept i64) (local $ends i64) (local $limit i64) (local $alnumBefore i64)
    (local $k i32) (local $block i32) (local $start i32) (local $length i32) (local $firstUnits i32) (local $lengthBit i32) (local $key i32)
    (local $passed i32) (local $open i32) (local $openStart i32)
    (local.set $zeroChar (i8x16.splat (i32.const 48)))
    (local.set $ten (i8x16.splat (i32.const 10)))
    (local.set $caseBit (i8x16.splat (i32.const 32)))
    (local.set $aChar (i8x16.splat (i32.const 97)))
    (local.set $letters (i8x16.splat (i32.const 26)))
    (if (i32.eqz (i32.and (local.get $flags) (i32.const 2)))
      (then
        (local.set $open (global.get $open))
        (local.set $openStart (global.get $openStart))
        (local.set $alnumBefore (global.get $alnumBefore))))
    (local.set $block (local.get $at))
    (block $done
      (loop $blocks
        (if (i32.ge_s (local.get $block) (local.get $stop))
          (then (br_if $done (i32.eqz (i32.and (local.get $flags) (local.get $open))))))
        (local.set $alnum (i64.const 0))
        (local.set $k (i32.const 0))
        (loop $lanes
          (local.set $v (v128.load (i32.add (local.get $units) (i32.add (local.get $block) (local.get $k)))))
          (local.set $a (v128.or
            (i8x16.lt_u (i8x16.sub (local.get $v) (local.get $zeroChar)) (local.get $ten))
            (i8x16.lt_u (i8x16.sub (v128.or (local.get $v) (local.get $caseBit)) (local.get $aChar)) (local.get $letters))))
          (local.set $alnum (i64.or (local.get $alnum) (i64.shl (i64.extend_i32_u (i8x16.bitmask (local.get $a))) (i64.extend_i32_u (local.get $k)))))
          (local.set $k (i32.add (local.get $k) (i32.const 16)))
          (br_if $lanes (i32.lt_u (local.get $k) (i32.const 64))))
        (local.set $k (i32.sub (local.get $stop) (local.get $block)))
        (local.set $limit
          (if (result i64) (i32.ge_s (local.get $k) (i32.const 64))
            (then (i64.const -1))
            (else (if (result i64) (i32.le_s (local.get $k) (i32.const 0))
              (then (i64.const 0))
              (else (i64.sub (i64.shl (i64.const 1) (i64.extend_i32_u (local.get $k))) (i64.const 1)))))))
        (local.set $shifted (i64.or (i64.shl (local.get $alnum) (i64.const 1)) (local.get $alnumBefore)))
        (local.set $alnumBefore (i64.shr_u (local.get $alnum) (i64.const 63)))
        (local.set $tokenStarts (i64.and (local.get $alnum) (i64.xor (local.get $shifted) (i64.const -1))))
        (local.set $ends (i64.and (local.get $shifted) (i64.xor (local.get $alnum) (i64.const -1))))
        (local.set $kept (i64.and (local.get $tokenStarts) (local.get $limit)))
        (if (i64.ne (local.get $kept) (local.get $tokenStarts))
          (then (local.set $ends (i64.and (local.get $ends)
            (i64.sub (i64.shl (i64.const 1) (i64.ctz (i64.xor (local.get $tokenStarts) (local.get $kept)))) (i64.const 1))))))
        (block $noTokens
          (loop $eachToken
            (br_if $noTokens (i64.eqz (local.get $ends)))
            (if (local.get $open)
              (then
                (local.set $start (local.get $openStart))
                (local.set $open (i32.const 0)))
              (else
                (local.set $start (i32.add (local.get $block) (i32.wrap_i64 (i64.ctz (local.get $kept)))))
                (local.set $kept (i64.and (local.get $kept) (i64.sub (local.get $kept) (i64.const 1))))))
            (local.set $length (i32.sub (i32.add (local.get $block) (i32.wrap_i64 (i64.ctz (local.get $ends)))) (local.get $start)))
            (local.set $ends (i64.and (local.get $ends) (i64.sub (local.get $ends) (i64.const 1))))
            (local.set $firstUnits (i32.and (i32.load (i32.add (local.get $units) (local.get $start))) (i32.const 0xffffff)))
            (local.set $lengthBit (select (local.get $length) (i32.const 31) (i32.lt_u (local.get $length) (i32.const 31))))
            (local.set $key (i32.shr_u
              (i32.mul (i32.or (i32.shl (local.get $firstUnits) (i32.const 5)) (local.get $lengthBit)) (i32.const 0x9e3779b1))
              (i32.const 12)))
            (i32.store (i32.add (local.get $candidates) (i32.shl (local.get $passed) (i32.const 3))) (local.get $start))
            (i32.store offset=4 (i32.add (local.get $candidates) (i32.shl (local.get $passed) (i32.const 3))) (local.get $length))
            (local.set $passed (i32.add (local.get $passed)
              (i32.and
                (i32.shr_u
                  (i32.load8_u (i32.add (local.get $starts) (i32.shr_u (local.get $key) (i32.const 3))))
                  (i32.and (local.get $key) (i32.const 7)))
                (i32.const 1))))
            (br $eachToken)))
        (if (i64.ne (local.get $kept) (i64.const 0))
          (then
            (local.set $openStart (i32.add (local.get $block) (i32.wrap_i64 (i64.ctz (local.get $kept)))))
            (local.set $open (i32.const 1))))
        (local.set $block (i32.add (local.get $block) (i32.const 64)))
        (br $blocks)))
    (global.set $open (local.get $open))
    (global.set $openStart (local.get $openStart))
    (global.set $alnumBefore (local.get $alnumBefore))
    (call $listCandidates (local.get $units) (local.get $candidates) (local.get $passed)
      (i32.const 0) (i32.const 0) (local.get $table) (i32.const 4)))

  ;; Leaves out of the first `count` digit token starts at `digits` (text offsets; `units` is the
  ;; window, index 0 being offset `base`) those the `digits` patterns' automaton refuses, keeping
  ;; their order; returns how many remain. A token with a lead character before it (`leads`, 1
  ;; byte per unit) is kept. The automaton (`classes`, 1 byte per unit; `moves`, i32 rows of
  ;; `width` columns, each the next row, -1 to refuse or -2 to keep) reads at most 16 units, so
  ;; a token whose 16 units repeat those of the last refused one is refused unread (`1 1 1 …`).
  (func (export "refuseDigitTokens")
    (param $units i32) (param $base i32) (param $digits i32) (param $count i32)
    (param $leads i32) (param $classes i32) (param $moves i32)
    (result i32)
    (local $read i32) (local $write i32) (local $offset i32) (local $at i32) (local $keep i32)
    (local $row i32) (local $i i32) (local $move i32) (local $refused i32)
    (local.set $refused (i32.const -1))
    (block $done
      (loop $tokens
        (br_if $done (i32.ge_u (local.get $read) (local.get $count)))
        (local.set $offset (i32.load (i32.add (local.get $digits) (i32.shl (local.get $read) (i32.const 2)))))
        (local.set $at (i32.sub (local.get $offset) (local.get $base)))
        (local.set $keep (i32.const 1))
        (block $decided
          (br_if $decided (i32.and
            (i32.gt_s (local.get $offset) (i32.const 0))
            (i32.load8_u (i32.add (local.get $leads) (i32.load8_u offset=0 (i32.sub (i32.add (local.get $units) (local.get $at)) (i32.const 1)))))))
          (if (i32.ge_s (local.get $refused) (i32.const 0))
            (then
              (if (i8x16.all_true (i8x16.eq
                    (v128.load (i32.add (local.get $units) (local.get $at)))
                    (v128.load (i32.add (local.get $units) (local.get $refused)))))
                (then
                  (local.set $keep (i32.const 0))
                  (br $decided)))))
          (local.set $row (i32.const 0))
          (local.set $i (local.get $at))
          (loop $walk
            (local.set $move (i32.load (i32.add (local.get $moves) (i32.shl
              (i32.add (local.get $row) (i32.load8_u (i32.add (local.get $classes) (i32.load8_u (i32.add (local.get $units) (local.get $i))))))
              (i32.const 2)))))
            (if (i32.lt_s (local.get $move) (i32.const 0))
              (then
                (local.set $keep (i32.ne (local.get $move) (i32.const -1)))
                (br $decided)))
            (local.set $row (local.get $move))
            (local.set $i (i32.add (local.get $i) (i32.const 1)))
            (br_if $walk (i32.lt_u (i32.sub (local.get $i) (local.get $at)) (i32.const 16)))))
        (if (i32.eqz (local.get $keep)) (then (local.set $refused (local.get $at))))
        (i32.store (i32.add (local.get $digits) (i32.shl (local.get $write) (i32.const 2))) (local.get $offset))
        (local.set $write (i32.add (local.get $write) (local.get $keep)))
        (local.set $read (i32.add (local.get $read) (i32.const 1)))
        (br $tokens)))
    (local.get $write))

  ;; Leaves out of the first `count` anchor character positions at `list` (text offsets, in
  ;; order; `units` the window, index 0 being offset `base`, `last` the index of its closing 0)
  ;; those whose stretch can hold no match its detector keeps (`AnchorStretches` in
  ;; anchor-stretches.ts, which this follows): the run of units the detector's pattern reads
  ;; around the anchor (`rule`: 256 bytes, by unit 0 outside, 1 inside, 2 the anchor) holds fewer
  ;; than `least` anchors, and no two side by side where `pairs` is 2 (0: a pair is not enough),
  ;; and meets neither edge of the window. Keeps their order; returns how many remain. Each stretch
  ;; is read once: its end and verdict are kept at `rule` + 256 and + 260 from slice to slice, and
  ;; forgotten when `first` is set.
  (func (export "admitAnchors")
    (param $units i32) (param $last i32) (param $base i32) (param $list i32) (param $count i32)
    (param $rule i32) (param $least i32) (param $pairs i32) (param $first i32)
    (result i32)
    (local $read i32) (local $write i32) (local $offset i32) (local $at i32) (local $from i32) (local $to i32)
    (local $kind i32) (local $anchors i32) (local $paired i32) (local $previous i32) (local $end i32) (local $admitted i32)
    (local.set $end (select (i32.const -1) (i32.load offset={{RULE_LAST_END}} (local.get $rule)) (local.get $first)))
    (local.set $admitted (i32.load offset={{RULE_LAST_VERDICT}} (local.get $rule)))
    (block $done
      (loop $anchorsLeft
        (br_if $done (i32.ge_u (local.get $read) (local.get $count)))
        (local.set $offset (i32.load (i32.add (local.get $list) (i32.shl (local.get $read) (i32.const 2)))))
        (local.set $at (i32.sub (local.get $offset) (local.get $base)))
        (if (i32.ge_s (local.get $at) (local.get $end))
          (then
            (local.set $from (local.get $at))
            (block $started
              (loop $back
                (br_if $started (i32.eqz (local.get $from)))
                (br_if $started (i32.eqz (i32.load8_u (i32.add (local.get $rule)
                  (i32.load8_u (i32.sub (i32.add (local.get $units) (local.get $from)) (i32.const 1)))))))
                (local.set $from (i32.sub (local.get $from) (i32.const 1)))
                (br $back)))
            (local.set $to (local.get $from))
            (local.set $anchors (i32.const 0))
            (local.set $paired (i32.const 0))
            (local.set $previous (i32.const 0))
            (block $ended
              (loop $forward
                (br_if $ended (i32.ge_u (local.get $to) (local.get $last)))
                (local.set $kind (i32.load8_u (i32.add (local.get $rule) (i32.load8_u (i32.add (local.get $units) (local.get $to))))))
                (br_if $ended (i32.eqz (local.get $kind)))
                (local.set $anchors (i32.add (local.get $anchors) (i32.shr_u (local.get $kind) (i32.const 1))))
                (local.set $paired (i32.or (local.get $paired) (i32.and (local.get $previous) (local.get $kind))))
                (local.set $previous (local.get $kind))
                (local.set $to (i32.add (local.get $to) (i32.const 1)))
                (br $forward)))
            (local.set $end (local.get $to))
            (local.set $admitted (i32.or
              (i32.or (i32.eqz (local.get $from)) (i32.eq (local.get $to) (local.get $last)))
              (i32.or (i32.ge_u (local.get $anchors) (local.get $least)) (i32.ne (i32.and (local.get $paired) (local.get $pairs)) (i32.const 0)))))))
        ;; Every position is written; only an admitted one advances the count.
        (i32.store (i32.add (local.get $list) (i32.shl (local.get $write) (i32.const 2))) (local.get $offset))
        (local.set $write (i32.add (local.get $write) (local.get $admitted)))
        (local.set $read (i32.add (local.get $read) (i32.const 1)))
        (br $anchorsLeft)))
    (i32.store offset={{RULE_LAST_END}} (local.get $rule) (local.get $end))
    (i32.store offset={{RULE_LAST_VERDICT}} (local.get $rule) (local.get $admitted))
    (local.get $write))
)
