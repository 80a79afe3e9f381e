"""A strict reader for the block-style YAML the release workflow is written in.

PyYAML is not a dependency, so the test that the workflow is valid YAML reads it with
this: block mappings and sequences, plain, single- and double-quoted scalars, ``|``
literal blocks and comments. Anything outside that subset (tabs, flow collections,
anchors, aliases, tags, duplicate keys, bad indentation) is an error, never guessed at,
so a workflow this accepts means what it says; where PyYAML happens to be installed the
test also checks both readers agree.
"""

from __future__ import annotations

import json
import re

KEY = re.compile(r"^([A-Za-z0-9_.-]+):(?: (.*))?$")


class YAMLError(ValueError):
    pass


def _strip_comment(text: str) -> str:
    quote = None
    for i, ch in enumerate(text):
        if quote:
            if ch == quote:
                quote = None
        elif ch in "\"'" and (i == 0 or text[i - 1] in " :-"):
            quote = ch
        elif ch == "#" and (i == 0 or text[i - 1] == " "):
            return text[:i].rstrip()
    return text.rstrip()


def scalar(text: str, where: int):
    if text.startswith('"'):
        if not text.endswith('"') or len(text) < 2:
            raise YAMLError(f"line {where}: unterminated double-quoted string")
        return json.loads(text)
    if text.startswith("'"):
        if not text.endswith("'") or len(text) < 2:
            raise YAMLError(f"line {where}: unterminated single-quoted string")
        return text[1:-1].replace("''", "'")
    if text[:1] in tuple("{[&*!%@`|>") or ": " in text:
        raise YAMLError(f"line {where}: {text!r} is outside the supported subset")
    if text in ("true", "false"):
        return text == "true"
    if re.fullmatch(r"-?[0-9]+", text):
        return int(text)
    return text


def load(source: str):
    raw = source.split("\n")
    lines = []  # (line number, indent, text) of meaningful lines
    for number, line in enumerate(raw, 1):
        if "\t" in line[: len(line) - len(line.lstrip())]:
            raise YAMLError(f"line {number}: tab in indentation")
        lines.append((number, len(line) - len(line.lstrip(" ")), line.strip()))

    def meaningful(i):
        while i < len(lines) and (not lines[i][2] or lines[i][2].startswith("#")):
            i += 1
        return i

    def literal(i, parent_indent):
        """A ``|`` block: the following lines indented deeper than the parent."""
        body, block_indent = [], None
        while i < len(lines):
            number, indent, text = lines[i]
            if text and indent <= parent_indent:
                break
            if text and block_indent is None:
                block_indent = indent
            body.append(raw[number - 1][block_indent or 0 :] if text else "")
            i += 1
        while body and not body[-1]:
            body.pop()
        return "\n".join(body) + "\n", i

    def block(i, indent):
        i = meaningful(i)
        if i >= len(lines) or lines[i][1] != indent:
            raise YAMLError(
                f"line {lines[min(i, len(lines) - 1)][0]}: expected a block at indent {indent}"
            )
        if lines[i][2] == "-" or lines[i][2].startswith("- "):
            return sequence(i, indent)
        return mapping(i, indent, lines[i][2])

    def sequence(i, indent):
        items = []
        while True:
            i = meaningful(i)
            if i >= len(lines) or lines[i][1] < indent:
                return items, i
            number, here, text = lines[i]
            if here != indent or not (text == "-" or text.startswith("- ")):
                raise YAMLError(f"line {number}: bad indentation in a sequence")
            rest = _strip_comment(text[2:]).strip()
            if not rest:
                value, i = block(i + 1, indent + 2)
            elif KEY.match(rest):
                value, i = mapping(i, indent + 2, rest)
            else:
                value, i = scalar(rest, number), i + 1
            items.append(value)

    def mapping(i, indent, first):
        result, text = {}, first
        while True:
            number = lines[i][0]
            match = KEY.match(_strip_comment(text))
            if not match:
                raise YAMLError(f"line {number}: expected 'key: value', got {text!r}")
            key, rest = match.group(1), (match.group(2) or "").strip()
            if key in result:
                raise YAMLError(f"line {number}: duplicate key {key!r}")
            if rest == "|":
                result[key], i = literal(i + 1, indent)
            elif rest:
                result[key], i = scalar(rest, number), i + 1
            else:
                nxt = meaningful(i + 1)
                if nxt < len(lines) and lines[nxt][1] > indent:
                    result[key], i = block(nxt, lines[nxt][1])
                elif (
                    nxt < len(lines) and lines[nxt][1] == indent and lines[nxt][2].startswith("- ")
                ):
                    result[key], i = sequence(nxt, indent)
                else:
                    result[key], i = None, i + 1
            i = meaningful(i)
            if i >= len(lines) or lines[i][1] < indent:
                return result, i
            if lines[i][1] > indent:
                raise YAMLError(f"line {lines[i][0]}: bad indentation")
            if lines[i][2].startswith("- "):
                return result, i  # the parent's next sequence item
            text = lines[i][2]

    value, i = block(meaningful(0), 0)
    if meaningful(i) < len(lines):
        raise YAMLError(f"line {lines[meaningful(i)][0]}: unexpected text")
    return value
