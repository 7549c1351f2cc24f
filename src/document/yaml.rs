//! The YAML reader of the document model, on saphyr's event parser (a
//! maintained YAML 1.2 parser that reports where every event is): the
//! same [`Value`] tree as for JSON, with byte spans, built as lazily (the
//! same [`Build`] policy), anchors and aliases resolved (an aliased node
//! keeps the spans of its definition, where a fix must edit it), merge keys
//! (`<<: *defaults`) applied, and a file of several documents refused.

use std::borrow::Cow;
use std::collections::HashMap;
use std::ops::Range;

use saphyr_parser::{Event, Parser, ScalarStyle, Span, Tag};

use super::json::{Build, Scope, keeps};
use super::reading::ParseFailure;
use super::value::{Array, Container, Layout, Member, Number, Object, Spot, Str, Value};

/// Nesting deeper than this is refused, as in JSON.
const MAX_DEPTH: usize = super::json_skip::MAX_DEPTH;

/// How many nodes aliases may copy into a document, all aliases together
/// (an alias copies its anchor's nodes, aliases inside it included). A
/// "billion laughs" file of a few hundred bytes would otherwise expand to
/// gigabytes; real documents copy a few hundred nodes at most.
pub const MAX_ALIAS_NODES: usize = 100_000;

/// Reads one YAML document, building what `build` asks for.
pub fn read(text: &str, build: Build) -> Result<Value<'_>, ParseFailure> {
    let mut reader = Reader {
        text,
        events: Parser::new_from_str(text),
        offsets: Offsets::of(text),
        anchors: HashMap::new(),
        nodes: 0,
        aliased: 0,
        build,
    };
    reader.document()
}

/// Char indices (saphyr's markers) to byte offsets.
enum Offsets {
    /// ASCII text: the same.
    Same,
    /// The byte offset of every char index.
    Table(Vec<usize>),
}

impl Offsets {
    fn of(text: &str) -> Offsets {
        if text.is_ascii() {
            return Offsets::Same;
        }
        let mut table: Vec<usize> = text.char_indices().map(|(at, _)| at).collect();
        table.push(text.len());
        Offsets::Table(table)
    }

    fn byte(&self, index: usize) -> usize {
        match self {
            Offsets::Same => index,
            Offsets::Table(table) => table
                .get(index)
                .copied()
                .unwrap_or_else(|| table.last().copied().unwrap_or(0)),
        }
    }
}

struct Reader<'t> {
    text: &'t str,
    events: Parser<'t, saphyr_parser::StrInput<'t>>,
    offsets: Offsets,
    /// Each anchor's node and how many nodes it holds (aliases expanded).
    anchors: HashMap<usize, (Value<'t>, usize)>,
    /// Nodes built so far, aliases' copies included.
    nodes: usize,
    /// Nodes copied by aliases so far (bounded by [`MAX_ALIAS_NODES`]).
    aliased: usize,
    build: Build,
}

impl<'t> Reader<'t> {
    fn next(&mut self) -> Result<(Event<'t>, Span), ParseFailure> {
        match self.events.next() {
            Some(Ok(event)) => Ok(event),
            Some(Err(error)) => {
                let at = self.offsets.byte(error.marker().index());
                Err(ParseFailure {
                    message: error.info().to_owned(),
                    span: at..(at + 1).min(self.text.len()).max(at),
                })
            }
            None => Err(self.failure_at(self.text.len(), "unexpected end of the YAML stream")),
        }
    }

    fn failure_at(&self, at: usize, message: &str) -> ParseFailure {
        ParseFailure {
            message: message.to_owned(),
            span: at..(at + 1).min(self.text.len()).max(at),
        }
    }

    fn span(&self, span: &Span) -> Range<usize> {
        self.offsets.byte(span.start.index())..self.offsets.byte(span.end.index())
    }

    fn document(&mut self) -> Result<Value<'t>, ParseFailure> {
        let mut root = None;
        loop {
            let (event, span) = self.next()?;
            match event {
                Event::StreamStart | Event::DocumentEnd | Event::Nothing => {}
                Event::DocumentStart(_) if root.is_some() => {
                    let at = self.span(&span).start;
                    return Err(self.failure_at(
                        at,
                        "the file holds several YAML documents (`---`); hintlint reads one \
                         document a file",
                    ));
                }
                Event::DocumentStart(_) => {
                    let (event, span) = self.next()?;
                    root = Some(self.node(event, &span, 0, true, Scope::Open)?);
                }
                Event::StreamEnd => {
                    return root.ok_or_else(|| {
                        self.failure_at(self.text.len(), "the file holds no YAML document")
                    });
                }
                _ => return Err(self.failure_at(self.span(&span).start, "unexpected YAML")),
            }
        }
    }

    /// The node that `event` starts.
    fn node(
        &mut self,
        event: Event<'t>,
        span: &Span,
        depth: usize,
        build: bool,
        scope: Scope,
    ) -> Result<Value<'t>, ParseFailure> {
        if depth >= MAX_DEPTH {
            let at = self.span(span).start;
            return Err(self.failure_at(at, &format!("nesting deeper than {MAX_DEPTH} levels")));
        }
        let before = self.nodes;
        self.nodes += 1;
        let (value, anchor) = match event {
            Event::Scalar(text, style, anchor, tag) => {
                (self.scalar(text, style, tag.as_deref(), span), anchor)
            }
            Event::Alias(anchor) => return self.alias(anchor, span),
            // An anchored node may be aliased where hintlint reads: it is
            // built whatever the policy says of the place it is defined.
            Event::MappingStart(anchor, _) => (
                self.mapping(
                    span,
                    depth,
                    build || anchor > 0,
                    if anchor > 0 { Scope::Open } else { scope },
                )?,
                anchor,
            ),
            Event::SequenceStart(anchor, _) => {
                (self.sequence(span, depth, build || anchor > 0)?, anchor)
            }
            _ => return Err(self.failure_at(self.span(span).start, "unexpected YAML")),
        };
        if anchor > 0 {
            self.anchors
                .insert(anchor, (value.clone(), self.nodes - before));
        }
        Ok(value)
    }

    /// A copy of the node `anchor` names, refused once aliases have copied
    /// more than [`MAX_ALIAS_NODES`] nodes.
    fn alias(&mut self, anchor: usize, span: &Span) -> Result<Value<'t>, ParseFailure> {
        let at = self.span(span).start;
        let Some((value, nodes)) = self.anchors.get(&anchor) else {
            return Err(self.failure_at(at, "an alias to an unknown anchor"));
        };
        let nodes = *nodes;
        self.aliased = self.aliased.saturating_add(nodes);
        if self.aliased > MAX_ALIAS_NODES {
            return Err(self.failure_at(
                at,
                &format!(
                    "aliases expand to more than {MAX_ALIAS_NODES} nodes (hintlint bounds \
                     alias expansion, as YAML loaders do against \"billion laughs\" files)"
                ),
            ));
        }
        let value = value.clone();
        // The node that holds this alias holds its copy too.
        self.nodes = self.nodes.saturating_add(nodes);
        Ok(value)
    }

    /// Consumes the node `event` starts without building it: a scalar's
    /// value, or a container's span as [`Value::Skipped`]. An anchored node
    /// is built all the same (an alias elsewhere may need it).
    fn skip(
        &mut self,
        event: Event<'t>,
        span: &Span,
        depth: usize,
    ) -> Result<Value<'t>, ParseFailure> {
        let kind = match &event {
            Event::MappingStart(anchor, _) | Event::SequenceStart(anchor, _) if *anchor > 0 => {
                return self.node(event, span, depth, true, Scope::Open);
            }
            Event::MappingStart(..) => Container::Object,
            Event::SequenceStart(..) => Container::Array,
            _ => return self.node(event, span, depth, false, Scope::Open),
        };
        let start = self.span(span).start;
        let mut end = self.span(span).end;
        let mut open = 1usize;
        while open > 0 {
            let (event, span) = self.next()?;
            let here = self.span(&span);
            match event {
                Event::MappingStart(anchor, _) | Event::SequenceStart(anchor, _) if anchor > 0 => {
                    let value = self.node(event, &span, depth + open, true, Scope::Open)?;
                    end = end.max(value.span().end);
                    continue;
                }
                Event::MappingStart(..) | Event::SequenceStart(..) => {
                    open += 1;
                    if open + depth >= MAX_DEPTH {
                        return Err(self.failure_at(
                            here.start,
                            &format!("nesting deeper than {MAX_DEPTH} levels"),
                        ));
                    }
                }
                Event::MappingEnd | Event::SequenceEnd => {
                    open -= 1;
                    // A block container ends where the next token begins:
                    // only a flow one's closing bracket is its own.
                    if here.end > here.start {
                        end = end.max(here.end);
                    }
                }
                Event::Scalar(_, style, anchor, ref tag) => {
                    if anchor > 0 {
                        let value = self.node(event, &span, depth + open, true, Scope::Open)?;
                        end = end.max(value.span().end);
                    } else {
                        end = end.max(self.scalar_span(&span, style, tag.is_some()).end);
                    }
                }
                Event::Alias(_) => end = end.max(here.end),
                _ => {}
            }
        }
        Ok(Value::Skipped(kind, Spot::of(start..end)))
    }

    fn scalar(
        &self,
        text: Cow<'t, str>,
        style: ScalarStyle,
        tag: Option<&Tag>,
        span: &Span,
    ) -> Value<'t> {
        let span = self.scalar_span(span, style, tag.is_some());
        // A tag decides the type as every YAML loader does: `!!str true` is
        // a string; a tag of the core schema that names another type is
        // read as the plain scalar; any other tag (an application's own)
        // makes a value no hint can take, kept as a string.
        let core_plain = tag.is_some_and(|tag| {
            tag.is_yaml_core_schema()
                && matches!(tag.suffix.as_str(), "bool" | "null" | "int" | "float")
        });
        if !core_plain && (style != ScalarStyle::Plain || tag.is_some()) {
            return Value::String(Str {
                value: text,
                span: Spot::of(span),
            });
        }
        match text.as_ref() {
            "true" | "True" | "TRUE" => Value::Bool(true, Spot::of(span)),
            "false" | "False" | "FALSE" => Value::Bool(false, Spot::of(span)),
            "null" | "Null" | "NULL" | "~" | "" => Value::Null(Spot::of(span)),
            number if is_number(number) => Value::Number(Number {
                text: Cow::Borrowed(&self.text[span.clone()]),
                span: Spot::of(span),
            }),
            _ => Value::String(Str {
                value: text,
                span: Spot::of(span),
            }),
        }
    }

    /// The end of a flow container whose closing event is `span`: just
    /// after its bracket (the parser's end marker may lie after a comment
    /// that follows it).
    fn closing(&self, span: &Span, bracket: u8) -> usize {
        let Range { start, end } = self.span(span);
        if self.text.as_bytes().get(start) == Some(&bracket) {
            start + 1
        } else {
            end
        }
    }

    /// Where a scalar is written: a quoted one ends at its closing quote
    /// (the parser's end marker may lie after a comment that follows it),
    /// and a tagged one starts at its tag, so that replacing the value
    /// replaces what decides its type.
    fn scalar_span(&self, span: &Span, style: ScalarStyle, tagged: bool) -> Range<usize> {
        let Range { mut start, mut end } = self.span(span);
        let quote = match style {
            ScalarStyle::SingleQuoted => Some(b'\''),
            ScalarStyle::DoubleQuoted => Some(b'"'),
            _ => None,
        };
        if let Some(quote) = quote
            && self.text.as_bytes().get(start) == Some(&quote)
            && let Some(closing) = closing_quote(self.text, start, quote)
        {
            end = closing + 1;
        }
        if matches!(style, ScalarStyle::Literal | ScalarStyle::Folded) {
            (start, end) = block_scalar_bounds(self.text, start, end);
        }
        if tagged {
            start = tag_before(self.text, start).unwrap_or(start);
        }
        start..end.max(start)
    }

    fn mapping(
        &mut self,
        start: &Span,
        depth: usize,
        build: bool,
        scope: Scope,
    ) -> Result<Value<'t>, ParseFailure> {
        let opening = self.span(start);
        let flow = self.text[opening.clone()].starts_with('{');
        let column = start.start.col();
        let mut members: Vec<Member<'t>> = Vec::new();
        let mut merged: Vec<Member<'t>> = Vec::new();
        let mut end = opening.end;
        loop {
            let (event, span) = self.next()?;
            let key = match event {
                Event::MappingEnd => {
                    if flow {
                        end = self.closing(&span, b'}');
                    }
                    break;
                }
                Event::Scalar(text, _, _, _) => Str {
                    value: text,
                    span: Spot::of(self.span(&span)),
                },
                _ => {
                    return Err(self.failure_at(
                        self.span(&span).start,
                        "a mapping key that is not a scalar (hintlint reads scalar keys only)",
                    ));
                }
            };
            let (keep, child) = keeps(self.build, depth, &key.value, scope);
            let (event, span) = self.next()?;
            // An input schema that is a sequence holds no selector.
            let keep =
                keep && !(child == Scope::InputSchema && matches!(event, Event::SequenceStart(..)));
            if !(build && keep) && key.value != "<<" {
                // Nothing hintlint reads: consumed (and validated by the
                // parser) without building anything.
                let skipped = self.skip(event, &span, depth + 1)?;
                if !flow {
                    end = end.max(skipped.span().end).max(key.span.end());
                }
                if build {
                    members.push(Member {
                        key,
                        value: skipped,
                    });
                }
                continue;
            }
            let value = self.node(event, &span, depth + 1, build && keep, child)?;
            if !flow {
                end = end.max(value.span().end).max(key.span.end());
            }
            if key.value == "<<" {
                // A merge key: the aliased mapping's members, unless the
                // mapping writes them itself.
                match value {
                    Value::Object(object) => merged.extend(object.members),
                    Value::Array(array) => {
                        for item in array.items {
                            if let Value::Object(object) = item {
                                merged.extend(object.members);
                            }
                        }
                    }
                    _ => {}
                }
                continue;
            }
            if build {
                members.push(Member { key, value });
            }
        }
        let span = opening.start..end;
        if !build {
            return Ok(Value::Skipped(Container::Object, Spot::of(span)));
        }
        if !merged.is_empty() {
            merged.retain(|member| !members.iter().any(|own| own.key.value == member.key.value));
            merged.append(&mut members);
            members = merged;
        }
        Ok(Value::Object(Object {
            span: Spot::of(span),
            members,
            layout: if flow {
                Layout::YamlFlow
            } else {
                Layout::YamlBlock(u32::try_from(column).unwrap_or(u32::MAX))
            },
        }))
    }

    /// The `-` that introduces the block sequence item starting at `at`:
    /// the one just before it on its line, if there is one.
    fn dash_before(&self, at: usize) -> Option<usize> {
        let before = self.text[..at].trim_end_matches([' ', '\t']);
        match before.strip_suffix('-') {
            Some(rest) if rest.is_empty() || rest.ends_with([' ', '\t', '\n', '\r']) => {
                Some(rest.len())
            }
            _ => None,
        }
    }

    fn sequence(
        &mut self,
        start: &Span,
        depth: usize,
        build: bool,
    ) -> Result<Value<'t>, ParseFailure> {
        let opening = self.span(start);
        let flow = self.text[opening.clone()].starts_with('[');
        let mut items = Vec::new();
        let mut begin = opening.start;
        let mut end = opening.end;
        let mut first = true;
        loop {
            let (event, span) = self.next()?;
            if let Event::SequenceEnd = event {
                if flow {
                    end = self.closing(&span, b']');
                }
                break;
            }
            let item = self.node(event, &span, depth + 1, build, Scope::Open)?;
            if !flow {
                if first {
                    // A block sequence as indented as its key (`k:\n- a`)
                    // is marked from its first item, after the `-`: it
                    // starts at the `-` of its first item, so that replacing
                    // it replaces the whole sequence.
                    begin = self.dash_before(item.span().start).unwrap_or(begin);
                }
                end = end.max(item.span().end);
            }
            first = false;
            if build {
                items.push(item);
            }
        }
        let span = begin..end;
        if !build {
            return Ok(Value::Skipped(Container::Array, Spot::of(span)));
        }
        Ok(Value::Array(Array {
            span: Spot::of(span),
            items,
        }))
    }
}

/// The closing quote of the quoted scalar that opens at `open`: `''` is
/// an escaped quote in single quotes, `\` escapes in double quotes.
fn closing_quote(text: &str, open: usize, quote: u8) -> Option<usize> {
    let bytes = text.as_bytes();
    let mut at = open + 1;
    while at < bytes.len() {
        match bytes[at] {
            b'\\' if quote == b'"' => at += 2,
            byte if byte == quote => {
                if quote == b'\'' && bytes.get(at + 1) == Some(&b'\'') {
                    at += 2;
                } else {
                    return Some(at);
                }
            }
            _ => at += 1,
        }
    }
    None
}

/// Where a block scalar (`|`, `>-`, `|+2`) is written, from the parser's
/// span of its content (`start`, up to where the next token begins):
/// from its indicator to the end of its last line (its trailing blank lines
/// too when it keeps them, `+`), before that line's line break, so that
/// what follows it on a new line leaves its value as it was.
fn block_scalar_bounds(text: &str, start: usize, end: usize) -> (usize, usize) {
    let indicator = block_indicator(text, start);
    let keeps = indicator.is_some_and(|at| {
        text[at..]
            .split([' ', '\t', '\r', '\n', '#'])
            .next()
            .is_some_and(|token| token.contains('+'))
    });
    let raw = text.get(..end).unwrap_or(text);
    let end = if keeps {
        let trimmed = raw.trim_end_matches([' ', '\t']);
        match trimmed.strip_suffix('\n') {
            Some(line) => line.strip_suffix('\r').unwrap_or(line).len(),
            None => trimmed.len(),
        }
    } else {
        raw.trim_end_matches([' ', '\t', '\r', '\n']).len()
    };
    let start = indicator.unwrap_or(start);
    (start, end.max(start))
}

/// The indicator (`|`, `>`) of the block scalar whose content starts at
/// `content`: the last token of the line above it (blank lines skipped),
/// before any comment.
fn block_indicator(text: &str, content: usize) -> Option<usize> {
    let mut line_end = text.get(..content)?.rfind('\n')?;
    loop {
        let line_start = text[..line_end].rfind('\n').map_or(0, |at| at + 1);
        let line = &text[line_start..line_end];
        if !line.trim().is_empty() {
            let code = line.find(" #").map_or(line, |comment| &line[..comment]);
            let code = code.trim_end();
            let token = code.rfind([' ', '\t']).map_or(0, |space| space + 1);
            return code[token..]
                .starts_with(['|', '>'])
                .then_some(line_start + token);
        }
        line_end = line_start.checked_sub(1)?;
    }
}

/// Where the tag (`!!str`, `!local`) written just before `at` starts, on
/// the same line.
fn tag_before(text: &str, at: usize) -> Option<usize> {
    let before = text.get(..at)?.trim_end_matches([' ', '\t']);
    let start = before
        .rfind([' ', '\t', '\n', '\r', '{', '[', ','])
        .map_or(0, |space| space + 1);
    before[start..].starts_with('!').then_some(start)
}

/// A plain scalar YAML 1.2's core schema reads as a number: an integer
/// (decimal, `0o`, `0x`), a float (`[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)
/// ([eE][-+]?[0-9]+)?`), or an infinity or NaN.
fn is_number(text: &str) -> bool {
    let unsigned = text.strip_prefix(['-', '+']).unwrap_or(text);
    if matches!(unsigned, ".inf" | ".Inf" | ".INF") || matches!(text, ".nan" | ".NaN" | ".NAN") {
        return true;
    }
    let radix = |prefix: &str, valid: fn(&u8) -> bool| {
        text.strip_prefix(prefix)
            .is_some_and(|digits| !digits.is_empty() && digits.as_bytes().iter().all(valid))
    };
    if radix("0o", |b| (b'0'..=b'7').contains(b)) || radix("0x", u8::is_ascii_hexdigit) {
        return true;
    }
    let (mantissa, exponent) = match unsigned.find(['e', 'E']) {
        Some(at) => (&unsigned[..at], Some(&unsigned[at + 1..])),
        None => (unsigned, None),
    };
    let exponent_ok = exponent.is_none_or(|exponent| {
        let digits = exponent.strip_prefix(['-', '+']).unwrap_or(exponent);
        !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit())
    });
    let (whole, fraction) = match mantissa.split_once('.') {
        Some((whole, fraction)) => (whole, Some(fraction)),
        None => (mantissa, None),
    };
    let digits = |part: &str| part.bytes().all(|b| b.is_ascii_digit());
    let mantissa_ok = match fraction {
        None => !whole.is_empty() && digits(whole),
        Some(fraction) => {
            digits(whole) && digits(fraction) && !(whole.is_empty() && fraction.is_empty())
        }
    };
    mantissa_ok && exponent_ok
}

#[cfg(test)]
mod tests {
    use super::*;

    fn everything(text: &str) -> Value<'_> {
        read(text, Build::Everything).expect("reads")
    }

    #[test]
    fn scalars_mappings_and_spans() {
        let text = "a: true\nb: 'x'\nc:\n  d: 1.5\n  e: ~\nf: {g: no, h: [1, 2]}\n";
        let root = everything(text);
        let Value::Object(object) = &root else {
            panic!("a mapping")
        };
        assert_eq!(object.layout, Layout::YamlBlock(0));
        assert!(matches!(object.get("a"), Some(Value::Bool(true, _))));
        let Some(Value::String(b)) = object.get("b") else {
            panic!("a string")
        };
        assert_eq!(&text[b.span.range()], "'x'");
        let Some(Value::Object(c)) = object.get("c") else {
            panic!("a nested mapping")
        };
        assert_eq!(c.layout, Layout::YamlBlock(2));
        assert_eq!(&text[c.span.range()], "d: 1.5\n  e: ~");
        let Some(Value::Object(f)) = object.get("f") else {
            panic!("a flow mapping")
        };
        assert_eq!(f.layout, Layout::YamlFlow);
        assert_eq!(&text[f.span.range()], "{g: no, h: [1, 2]}");
        assert!(
            matches!(f.get("g"), Some(Value::String(_))),
            "YAML 1.2: `no` is a string"
        );
    }

    #[test]
    fn aliases_keep_their_definition_and_merges_apply() {
        let text = "base: &b\n  readOnlyHint: true\n  openWorldHint: false\none: *b\ntwo:\n  <<: *b\n  openWorldHint: true\n";
        let root = everything(text);
        let Value::Object(object) = &root else {
            panic!("a mapping")
        };
        let Some(Value::Object(one)) = object.get("one") else {
            panic!("the alias resolves")
        };
        let Some(Value::Bool(true, span)) = one.get("readOnlyHint") else {
            panic!("aliased member")
        };
        assert_eq!(&text[span.range()], "true");
        assert!(
            span.start() < text.find("one:").unwrap_or(0),
            "points at the definition"
        );
        let Some(Value::Object(two)) = object.get("two") else {
            panic!("merged")
        };
        assert!(matches!(
            two.get("readOnlyHint"),
            Some(Value::Bool(true, _))
        ));
        assert!(matches!(
            two.get("openWorldHint"),
            Some(Value::Bool(true, _))
        ));
        assert_eq!(two.members.len(), 2, "the own key overrides the merged one");
    }

    #[test]
    fn numbers_as_the_core_schema_reads_them() {
        for number in [
            "1", "-2", "3.5", ".5", "1e3", "1.5E-2", "0x1F", "0o17", ".inf", "-.inf", ".nan",
        ] {
            assert!(is_number(number), "{number}");
        }
        for text in ["3.1.0", "1.2.3", "e3", "-", "0xZ", "1e", "v1", "1_000", "."] {
            assert!(!is_number(text), "{text}");
        }
    }

    #[test]
    fn several_documents_are_refused_with_a_location() {
        let failure = read("a: 1\n---\nb: 2\n", Build::Everything).unwrap_err();
        assert!(
            failure.message.contains("several YAML documents"),
            "{}",
            failure.message
        );
        assert_eq!(failure.span.start, 5);
        let failure = read("a: [1\n", Build::Everything).unwrap_err();
        assert!(!failure.message.is_empty());
    }

    #[test]
    fn non_ascii_text_gets_byte_spans() {
        let text = "é: ü\nname: café\n";
        let root = everything(text);
        let Value::Object(object) = &root else {
            panic!("a mapping")
        };
        let Some(Value::String(name)) = object.get("name") else {
            panic!("a string")
        };
        assert_eq!(&text[name.span.range()], "café");
    }

    #[test]
    fn a_block_sequence_starts_at_its_first_dash() {
        for (text, sequence) in [
            ("k:\n- a\n- b\n", "- a\n- b"),
            ("k:\n  - a\n  - b\n", "- a\n  - b"),
            ("k:\n- q: 1\n", "- q: 1"),
            ("k:\n- -5\n", "- -5"),
            ("k:\n- - a\n  - b\n", "- - a\n  - b"),
            ("k: [a, b]\n", "[a, b]"),
        ] {
            let root = everything(text);
            let Value::Object(object) = &root else {
                panic!("a mapping")
            };
            let value = object.get("k").expect("k");
            assert_eq!(&text[value.span()], sequence, "{text:?}");
        }
    }

    #[test]
    fn aliases_expand_within_a_bound() {
        // Nine aliases a level: 9^8 copies of the first node.
        let mut text = String::from("a0: &a0 [x]\n");
        for level in 1..=8 {
            let aliases = vec![format!("*a{}", level - 1); 9].join(",");
            text.push_str(&format!("a{level}: &a{level} [{aliases}]\n"));
        }
        let failure = read(&text, Build::Everything).unwrap_err();
        assert!(
            failure.message.contains(&format!(
                "aliases expand to more than {MAX_ALIAS_NODES} nodes"
            )),
            "{}",
            failure.message
        );
        assert!(
            text[failure.span.clone()].starts_with('*'),
            "located at the alias that crosses the bound"
        );
        // Fewer levels stay within it and every copy is there.
        let mut text = String::from("a0: &a0 [x]\n");
        for level in 1..=3 {
            let aliases = vec![format!("*a{}", level - 1); 9].join(",");
            text.push_str(&format!("a{level}: &a{level} [{aliases}]\n"));
        }
        let root = everything(&text);
        let Value::Object(object) = &root else {
            panic!("a mapping")
        };
        let Some(Value::Array(top)) = object.get("a3") else {
            panic!("a sequence")
        };
        assert_eq!(top.items.len(), 9);
    }

    #[test]
    fn tags_decide_the_type_and_belong_to_the_span() {
        let text = "a: !!str true\nb: !!bool \"true\"\nc: !custom false\nd: !!null ''\n";
        let root = everything(text);
        let Value::Object(object) = &root else {
            panic!("a mapping")
        };
        let Some(Value::String(a)) = object.get("a") else {
            panic!("`!!str true` is a string")
        };
        assert_eq!(&text[a.span.range()], "!!str true");
        assert!(matches!(object.get("b"), Some(Value::Bool(true, _))));
        assert!(matches!(object.get("c"), Some(Value::String(_))));
        assert!(matches!(object.get("d"), Some(Value::Null(_))));
    }

    #[test]
    fn a_block_scalar_runs_from_its_indicator_to_its_last_line() {
        let text = "a:\n  d: |\n    one\n    two\n\n  e: 1\nb: |+ # kept\n  keep\n\n";
        let root = everything(text);
        let Value::Object(object) = &root else {
            panic!("a mapping")
        };
        let Some(Value::Object(a)) = object.get("a") else {
            panic!("a nested mapping")
        };
        let d = a.get("d").expect("d");
        assert_eq!(&text[d.span()], "|\n    one\n    two");
        let b = object.get("b").expect("b");
        assert_eq!(&text[b.span()], "|+ # kept\n  keep\n");
        assert_eq!(&text[a.span.range()], "d: |\n    one\n    two\n\n  e: 1");
    }

    #[test]
    fn a_quoted_scalar_ends_at_its_closing_quote() {
        let text =
            "a: \"true\"   # reviewed\nb: 'it''s'  # x\nc: \"a\\\"b\" # y\nd: \"x\n  y\"  # z\n";
        let root = everything(text);
        let Value::Object(object) = &root else {
            panic!("a mapping")
        };
        let spans: Vec<&str> = ["a", "b", "c", "d"]
            .iter()
            .map(|key| &text[object.get(key).expect("the key").span()])
            .collect();
        assert_eq!(spans, ["\"true\"", "'it''s'", "\"a\\\"b\"", "\"x\n  y\""]);
    }
}
