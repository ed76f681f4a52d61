#!/usr/bin/python3
"""Finnish spelling of the manual's prose with Voikko and the project word list.

Usage: /usr/bin/python3 scripts/spellcheck.py [content/a.mdx components/figures/A.tsx ...]
       (no files: every content/**/*.mdx and the figures' components/figures/*.tsx)

The prose comes from scripts/extract-prose.ts (lib/build/content-check.ts), the same extractor the
structure checks use, so code, URLs and JSX attributes are never spell-checked; the figures' text
comes from lib/build/figure-prose.ts.
Word list (scripts/wordlist.txt): one entry a line, sorted case-insensitively, `#` starts a comment.
  TES            exact (a lowercase entry also matches with a capital first letter);
                 TES:n, TES:ssä … follow from it
  HR-kello*      case-insensitive prefix: any inflection or compound (HR-kellon, HR-kellolla)
"""
import os

# libvoikko and the tsx child follow the locale; a C/POSIX locale in CI must not change how ä/ö are read.
os.environ["LC_ALL"] = "C.UTF-8"

import json
import re
import subprocess
import sys
import unicodedata
from pathlib import Path

import libvoikko

ROOT = Path(__file__).resolve().parent.parent
WORDLIST = ROOT / "scripts" / "wordlist.txt"
TSX = ROOT / "node_modules" / ".bin" / "tsx"

# Letters/digits joined by hyphens, colons (TES:n), apostrophes and dots (7.00, 5.1.2026);
# everything else (spaces, ›, –, …, quotes, %, /) separates words.
TOKEN = re.compile(r"[^\W_]+(?:[-‐‑:'’.][^\W_]+)*")
HYPHENS = re.compile(r"[-‐‑]")
# Finnish case endings and clitics written after a colon: TES:n, CSV:ksi, PDF:nä, HR:ltä.
COLON_SUFFIX = re.compile(r"[a-zåäö]{1,6}")
SUGGESTIONS = 3


class WordList:
    def __init__(self, text):
        self.errors = []
        entries = []
        for number, raw in enumerate(text.splitlines(), 1):
            entry = unicodedata.normalize("NFC", re.split(r"(?:^|\s)#", raw, maxsplit=1)[0].strip())
            if re.search(r"\s", entry):
                self.errors.append((number, f"'{entry}': one word per line"))
            elif entry:
                entries.append((number, entry))
        for (_, before), (number, entry) in zip(entries, entries[1:]):
            if entry.casefold() <= before.casefold():
                what = "a duplicate" if entry.casefold() == before.casefold() else "out of order"
                self.errors.append((number, f"'{entry}' is {what}: keep entries sorted case-insensitively"))
        self.exact = {e for _, e in entries if not e.endswith("*")}
        self.hyphenated = sorted((e for e in self.exact if HYPHENS.search(e)), key=len, reverse=True)
        self.prefixes = [e[:-1].casefold() for _, e in entries if e.endswith("*")]
        # An entry that a prefix already covers only hides what the list really accepts.
        for number, entry in entries:
            key = entry.casefold()
            wider = [p for p in self.prefixes if key.startswith(p) and key != p + "*"]
            if wider:
                self.errors.append((number, f"'{entry}' is redundant: '{wider[0]}*' covers it"))
        self.size = len(entries)

    def accepts(self, word):
        # A lowercase entry may start a sentence; an abbreviation (TES) must not match "Tes".
        if word in self.exact or (word[:1].isupper() and word[:1].lower() + word[1:] in self.exact):
            return True
        folded = word.casefold()
        if any(folded.startswith(p) for p in self.prefixes):
            return True
        base, colon, suffix = word.partition(":")
        return bool(colon) and COLON_SUFFIX.fullmatch(suffix) is not None and self.accepts(base)


class Checker:
    def __init__(self, voikko, words):
        self.voikko = voikko
        self.words = words
        self.cache = {}

    def voikko_accepts(self, word):
        if word not in self.cache:
            self.cache[word] = self.voikko.spell(word)
        return self.cache[word]

    def part_ok(self, part):
        return not has_letter(part) or self.words.accepts(part) or self.voikko_accepts(part)

    def accepts(self, token, next_char):
        if self.words.accepts(token) or self.voikko_accepts(token):
            return True
        # The tokenizer leaves out a dot or hyphen that ends the word: abbreviations keep their dot
        # (esim., Suunn.) and a shared compound tail leaves a hyphen (alkamis- ja päättymisaika).
        if next_char and next_char in ".-" and (
            self.words.accepts(token + next_char) or self.voikko_accepts(token + next_char)
        ):
            return True
        base, colon, suffix = token.partition(":")
        if colon and not has_letter(base) and COLON_SUFFIX.fullmatch(suffix):
            return True
        parts = self.compound_parts(token)
        if len(parts) == 1:
            return False
        # Voikko judges hyphenated compounds of ordinary words itself (and rejects vuoro-lista). It needs
        # help when a part is a project term or a number (TES-tarkistus, 3-vuorotyö), or when the first
        # part is a capitalised UI label, which Finnish joins with a hyphen (Tallenna-painike).
        if parts[0][:1].isupper() or any(self.words.accepts(p) or not has_letter(p) for p in parts):
            return all(self.part_ok(p) for p in parts)
        return False

    def compound_parts(self, token):
        # A word-list entry with a hyphen of its own (UTF-8) stays one part: UTF-8-tiedostona.
        for entry in self.words.hyphenated:
            if token.startswith(entry + "-"):
                return [entry, *HYPHENS.split(token[len(entry) + 1 :])]
        return HYPHENS.split(token)

    def suggest(self, token):
        return self.voikko.suggest(token)[:SUGGESTIONS]


def has_letter(text):
    return re.search(r"[^\W\d_]", text) is not None


def words_of(text):
    text = unicodedata.normalize("NFC", text).replace("\u00ad", "")
    for match in TOKEN.finditer(text):
        token = match.group()
        # The case ending of a symbol (100 %:iin, 80 %:n) is not a word of its own.
        if re.fullmatch(r"[^\w\s]:", text[max(0, match.start() - 2) : match.start()]) and COLON_SUFFIX.fullmatch(token):
            continue
        if has_letter(token):
            yield token, text[match.end() : match.end() + 1]


# The rules above in one line each: run every time, so a Voikko or dictionary upgrade that changes
# them fails loudly instead of silently passing typos.
SELF_TEST_WORDS = "CSV\nHR-kello*\nSuunn.\nTES\nmin\nUTF-8"
SELF_TEST = [
    ("TES-tarkistus, TES:n ja CSV-tiedostoon HR-kellolla klo 7.00–15.00 (50 %, 100 %:iin)", []),
    ("”Luonnos” › Julkaistu… esim. alkamis- ja päättymisaika, Tallenna-painike, 3-vuorotyö", []),
    ("EU:ssa, 30 min, Suunn. ja 2026:n UTF-8-tiedostona", []),
    (
        "vuoro-lista Tes TESS:n osastot.Jakso työntekjä Suunn",
        ["vuoro-lista", "Tes", "TESS:n", "osastot.Jakso", "työntekjä", "Suunn"],
    ),
]


def self_test(voikko):
    checker = Checker(voikko, WordList(SELF_TEST_WORDS))
    for text, expected in SELF_TEST:
        rejected = [token for token, next_char in words_of(text) if not checker.accepts(token, next_char)]
        if rejected != expected:
            sys.exit(f"spellcheck.py self-test failed on {text!r}: rejected {rejected}, expected {expected}")


def extract(files):
    if not TSX.exists():
        sys.exit(f"{TSX.relative_to(ROOT)} is missing: run npm install first")
    result = subprocess.run(
        [str(TSX), "scripts/extract-prose.ts", *files], cwd=ROOT, capture_output=True, text=True, encoding="utf-8"
    )
    if result.returncode != 0:
        sys.exit(f"scripts/extract-prose.ts failed:\n{result.stderr}")
    return json.loads(result.stdout)


FIGURES = ROOT / "components" / "figures"


def content_files(args):
    if not args:
        pages = sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / "content").rglob("*.mdx"))
        return pages + sorted(p.relative_to(ROOT).as_posix() for p in FIGURES.glob("*.tsx"))
    files = []
    for arg in args:
        path = Path(arg).resolve()
        page = path.is_relative_to(ROOT / "content") and path.suffix == ".mdx"
        figure = path.parent == FIGURES and path.suffix == ".tsx"
        if not path.is_file() or not (page or figure):
            sys.exit(f"Not a page under content/ or a figure under components/figures/: {arg}")
        files.append(path.relative_to(ROOT).as_posix())
    return files


def main(args):
    sys.stdout.reconfigure(encoding="utf-8")
    words = WordList(WORDLIST.read_text(encoding="utf-8"))
    for number, message in sorted(words.errors):
        print(f"{WORDLIST.relative_to(ROOT)}:{number}: {message}")
    voikko = libvoikko.Voikko("fi")
    self_test(voikko)
    checker = Checker(voikko, words)
    files = content_files(args)
    checked = unknown = failed_files = 0
    for page in extract(files):
        if "error" in page:
            failed_files += 1
            print(f"{page['file']}:{page['error']['line']}: MDX does not parse: {page['error']['message']}")
            continue
        for prose in page["prose"]:
            for token, next_char in words_of(prose["text"]):
                checked += 1
                if not checker.accepts(token, next_char):
                    unknown += 1
                    suggestions = ", ".join(checker.suggest(token)) or "no suggestions"
                    print(f"{page['file']}:{prose['line']}: {token} ({suggestions})")
    print(
        f"Spelling: {len(files)} files, {checked} words checked, {unknown} unknown, "
        f"word list {words.size} entries ({WORDLIST.relative_to(ROOT)})"
    )
    if unknown:
        print("Fix typos; add real product terms and abbreviations to scripts/wordlist.txt (sorted).")
    return 1 if unknown or failed_files or words.errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
