//! The accounting of a source file's entry points and hint values: each
//! catalogued entry point spotted ([`crate::code::catalogue`]) and each
//! hint value written ends in a tool read, a tool not judged, or an
//! `unread-tool` finding. This file says which occurrence a read tool
//! accounts for, and where a value written outside every call goes: to
//! the module that uses the constant it is written in.

use std::ops::Range;

use crate::code::catalogue::{Form, Needle};
use crate::code::registration::Place;
use crate::code::unread::Found;

/// The entry points of `found` that stand for a tool by themselves (not
/// those adding a tool value made by another, nor a list handler, whose
/// tools are values or entry points of their own), by start.
pub fn counted(found: &[Found]) -> Vec<usize> {
    found
        .iter()
        .filter(|found| {
            found
                .entry
                .is_some_and(|needle| !matches!(needle.entry.form, Form::Adds | Form::ListHandler))
        })
        .map(|found| found.span.start)
        .collect()
}

/// The spans of what was read, sorted by start, each with the furthest
/// end reached by a span starting at or before it: whether a span holds a
/// place, or starts in a range, is then a binary search, where a walk of
/// every span for every place made a file of many tools quadratic (20,000
/// registrations: 60,000 spans and as many places).
#[derive(Debug, Default)]
pub struct Covered {
    /// The spans, by start.
    spans: Vec<Range<usize>>,
    /// For each span, the furthest end (at least its start + 1: an empty
    /// span holds its start) of it and the spans before it.
    reach: Vec<usize>,
}

impl Covered {
    /// The index of `spans`.
    pub fn new(mut spans: Vec<Range<usize>>) -> Covered {
        spans.sort_by_key(|span| span.start);
        let reach = spans
            .iter()
            .scan(0, |furthest, span| {
                *furthest = span.end.max(span.start + 1).max(*furthest);
                Some(*furthest)
            })
            .collect();
        Covered { spans, reach }
    }

    /// The spans, by start.
    pub fn spans(&self) -> &[Range<usize>] {
        &self.spans
    }

    /// Whether a span holds `at` (an empty span holds its start).
    pub fn holds(&self, at: usize) -> bool {
        let before = self.spans.partition_point(|span| span.start <= at);
        before > 0 && self.reach[before - 1] > at
    }

    /// Whether a span starts in `from..to`.
    pub fn starts_in(&self, from: usize, to: usize) -> bool {
        let first = self.spans.partition_point(|span| span.start < from);
        self.spans.get(first).is_some_and(|span| span.start < to)
    }
}

/// Whether a read tool accounts for the entry point at `start`: a span of
/// what was read (`covered`) holds it, or starts between it and the next
/// counted entry point (`starts`, sorted) or the end of the file.
pub fn accounted(start: usize, starts: &[usize], covered: &Covered) -> bool {
    let next = starts
        .get(starts.partition_point(|other| *other <= start))
        .copied()
        .unwrap_or(usize::MAX);
    covered.holds(start) || covered.starts_in(start, next)
}

/// Why the entry point `needle` (written as `written`, given the hint
/// values `given`) was not read.
pub fn about_entry(written: &str, needle: Needle, given: &[String]) -> String {
    let entry = needle.entry;
    if entry.form == Form::Definition {
        return format!(
            "`{written}` gives a tool hintlint did not read (an object in the protocol's tool \
             shape `{}`, outside every SDK entry point hintlint knows): its hints, or their \
             absence, go unchecked",
            entry.written
        );
    }
    let why = if entry.read {
        "hintlint reads this form, but not this occurrence: its name or hints are not values it \
         follows yet (a variable, a project helper, a value made at run time)"
    } else {
        "hintlint has no reader for this form yet"
    };
    let given = match given {
        [] => String::new(),
        values => format!("; it is given {}", crate::base::wording::list(values)),
    };
    format!(
        "`{written}` registers a tool hintlint did not read ({} {} `{}`): {why}{given}",
        needle.family.sdk,
        entry.form.name(),
        entry.written
    )
}

fn is_ident(byte: u8) -> bool {
    byte.is_ascii_alphanumeric() || byte == b'_' || byte == b'$'
}

/// The end of `text[..end]` with spaces trimmed.
fn trimmed(text: &str, end: usize) -> usize {
    text[..end].trim_end().len()
}

/// Where the identifier chain (`mcp.ToolAnnotations`, `a::B`) ending at
/// `end` starts.
fn chain_start(bytes: &[u8], end: usize) -> usize {
    let mut start = end;
    while start > 0 && (is_ident(bytes[start - 1]) || matches!(bytes[start - 1], b'.' | b':')) {
        start -= 1;
    }
    start
}

/// The name a value whose outermost bracket opens at `outer` is bound to:
/// the constant (`const A = {…}`, `A = ToolAnnotations(…)`, `var a =
/// &mcp.ToolAnnotations{…}`, `static final ToolAnnotations A = new …`) or
/// the function whose body it is in (`function f() { return {…} }`).
pub fn binding(text: &str, outer: usize) -> Option<&str> {
    let bytes = text.as_bytes();
    let mut end = trimmed(text, outer);
    // A function's return type: `) -> T {`, `): T {`.
    let typed = trimmed(text, chain_start(bytes, end));
    let arrow = text[..typed].strip_suffix("->").map(str::len).or_else(|| {
        (!text[..typed].ends_with("::"))
            .then(|| text[..typed].strip_suffix(':').map(str::len))
            .flatten()
    });
    if let Some(arrow) = arrow
        && text[..arrow].trim_end().ends_with(')')
    {
        end = trimmed(text, arrow);
    } else if typed < end && text[..typed].ends_with(')') {
        // Go's result type after the parameters: `func f(…) T {`.
        end = typed;
    }
    if end > 0 && bytes[end - 1] == b')' {
        // A function's body: the name before its parameters.
        return named_before_parameters(text, end);
    }
    // The type or constructor the value is written with.
    end = trimmed(text, chain_start(bytes, end));
    for prefix in ["new", "&"] {
        if text[..end].ends_with(prefix) {
            end = trimmed(text, end - prefix.len());
        }
    }
    let before = &text.as_bytes()[..end];
    let assigned = before.last() == Some(&b'=')
        && !matches!(
            before.get(end.wrapping_sub(2)),
            Some(b'=' | b'!' | b'<' | b'>')
        );
    let keyed = before.last() == Some(&b':') && before.get(end.wrapping_sub(2)) != Some(&b':');
    if !assigned && !keyed {
        return None;
    }
    let mut name_end = trimmed(text, end - 1);
    // A function whose body is an expression (`fun readOnly(t: String) =
    // …`): the name before its parameters.
    if assigned && name_end > 0 && bytes[name_end - 1] == b')' {
        return named_before_parameters(text, name_end);
    }
    let mut name_start = chain_start(bytes, name_end);
    // `const A: ToolAnnotations = …`: the name is before the type.
    let typed = trimmed(text, name_start);
    if assigned
        && typed > 0
        && bytes[typed - 1] == b':'
        && !text[..typed].ends_with("::")
        && !text[typed..name_start].contains('\n')
    {
        name_end = trimmed(text, typed - 1);
        name_start = chain_start(bytes, name_end);
    }
    word(text, name_start, name_end)
}

/// The name of a function whose parameter list ends at `end` (just after
/// its `)`): the name before the matching `(`.
fn named_before_parameters(text: &str, end: usize) -> Option<&str> {
    let bytes = text.as_bytes();
    let mut depth = 0usize;
    let mut at = end;
    while at > 0 {
        at -= 1;
        match bytes[at] {
            b')' => depth += 1,
            b'(' => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    break;
                }
            }
            _ => {}
        }
    }
    let name_end = trimmed(text, at);
    word(text, chain_start(bytes, name_end), name_end)
}

/// The last segment of the chain `text[start..end]`, if it is a name of
/// two letters or more.
fn word(text: &str, start: usize, end: usize) -> Option<&str> {
    let chain = text.get(start..end)?;
    let last = chain.rsplit(['.', ':']).next()?;
    (last.len() >= 2 && last.bytes().all(is_ident)).then_some(last)
}

/// Whether `name` is written inside what was read (`covered`): a constant
/// a read tool's constant spreads, a helper an unjudged tool calls.
pub fn named_in(text: &str, name: &str, covered: &Covered) -> bool {
    covered.spans().iter().any(|span| {
        text.get(span.clone()).is_some_and(|read| {
            memchr::memmem::find_iter(read.as_bytes(), name.as_bytes()).any(|at| {
                let before = at.checked_sub(1).and_then(|b| read.as_bytes().get(b));
                let after = read.as_bytes().get(at + name.len());
                !before.is_some_and(|b| is_ident(*b)) && !after.is_some_and(|b| is_ident(*b))
            })
        })
    })
}

/// Whether the function `name` is defined in `text` (`function name`,
/// `def name`, `func name`, `fn name`, `fun name`) with something read
/// (`covered`) in its body: the tool a value passed to it makes is read
/// or reported there.
pub fn defines_read(text: &str, name: &str, covered: &Covered) -> bool {
    const KEYWORDS: [&str; 5] = ["function ", "def ", "func ", "fn ", "fun "];
    let Some(defined) = KEYWORDS.iter().find_map(|keyword| {
        let written = format!("{keyword}{name}");
        memchr::memmem::find_iter(text.as_bytes(), written.as_bytes())
            .find(|at| {
                text.as_bytes()
                    .get(at + written.len())
                    .is_some_and(|b| !is_ident(*b))
            })
            .map(|at| at + written.len())
    }) else {
        return false;
    };
    let end = KEYWORDS
        .iter()
        .filter_map(|keyword| text[defined..].find(keyword))
        .min()
        .map_or(text.len(), |next| defined + next);
    covered.starts_in(defined, end)
}

/// Whether another module near `place` (its folder and the folder above)
/// names `name`: the value bound to it is accounted for where it is used.
pub fn used_elsewhere(place: Option<Place<'_>>, extensions: &[&str], name: &str) -> bool {
    let Some(place) = place else {
        return false;
    };
    !crate::code::nearby::near(place.path, place.texts, extensions, &[name]).is_empty()
}

#[cfg(test)]
mod tests {
    use crate::lint::accounting::{Covered, accounted, binding, defines_read, named_in};

    fn bound(text: &str) -> Option<&str> {
        let outer = text.find(['{', '(']).unwrap_or(0);
        binding(text, outer)
    }

    #[test]
    fn a_value_is_bound_to_its_constant_or_function() {
        assert_eq!(
            bound("export const READ_ONLY = { readOnlyHint: true }"),
            Some("READ_ONLY")
        );
        assert_eq!(
            bound("const RO: ToolAnnotations = { readOnlyHint: true }"),
            Some("RO")
        );
        assert_eq!(bound("RO = ToolAnnotations(readOnlyHint=True)"), Some("RO"));
        let preset = "fun readOnly(title: String) = ToolAnnotations(readOnlyHint = true)";
        let outer = preset.rfind('(').unwrap_or(0);
        assert_eq!(binding(preset, outer), Some("readOnly"));
        assert_eq!(
            bound("class P:\n    ro = dict(readOnlyHint=True)"),
            Some("ro")
        );
        assert_eq!(
            bound("var ro = &mcp.ToolAnnotations{ReadOnlyHint: true}"),
            Some("ro")
        );
        assert_eq!(
            bound("static final ToolAnnotations RO = new ToolAnnotations(true)"),
            Some("RO")
        );
        let function = "function readOnly() { return { readOnlyHint: true } }";
        assert_eq!(
            binding(function, function.find('{').unwrap_or(0)),
            Some("readOnly")
        );
        assert_eq!(bound("  annotations(read_only_hint: true)"), None);
        let rust = "fn shared() -> ToolAnnotations { ToolAnnotations::new() }";
        assert_eq!(binding(rust, rust.find('{').unwrap_or(0)), Some("shared"));
        let kotlin = "fun shared(): ToolAnnotations { return x }";
        assert_eq!(
            binding(kotlin, kotlin.find('{').unwrap_or(0)),
            Some("shared")
        );
        let go = "func lookupHints(title string) api.ToolAnnotations { return x }";
        assert_eq!(binding(go, go.find('{').unwrap_or(0)), Some("lookupHints"));
        assert_eq!(bound("if (a == { x: 1 })"), None);
    }

    fn one(span: std::ops::Range<usize>) -> Covered {
        Covered::new(vec![span])
    }

    #[test]
    fn a_read_tool_accounts_for_the_entry_point_before_it() {
        let starts = [10, 50];
        assert!(accounted(10, &starts, &one(20..30)));
        assert!(!accounted(50, &starts, &one(20..30)));
        assert!(accounted(50, &starts, &one(0..100)));
        assert!(accounted(50, &starts, &one(60..70)));
        assert!(!accounted(10, &starts, &one(60..70)));
    }

    #[test]
    fn covered_spans_answer_as_a_walk_of_them_would() {
        // Spans unsorted, nested, empty and overlapping, against every
        // place: the index answers as the plain walk does.
        let spans = vec![40..45, 0..3, 10..30, 12..14, 50..50, 28..35, 60..61];
        let covered = Covered::new(spans.clone());
        for at in 0..70 {
            let walked = spans
                .iter()
                .any(|span| span.start <= at && at < span.end.max(span.start + 1));
            assert_eq!(covered.holds(at), walked, "holds({at})");
            for to in at..72 {
                let walked = spans.iter().any(|span| at <= span.start && span.start < to);
                assert_eq!(covered.starts_in(at, to), walked, "starts_in({at}, {to})");
            }
        }
        assert!(!Covered::default().holds(0));
        assert!(!Covered::default().starts_in(0, usize::MAX));
    }

    #[test]
    fn a_value_goes_where_its_name_or_function_is_read() {
        let text = "const BASE = {a: 1}\nconst READ = {...BASE}\n";
        let read = text.find("const READ").unwrap_or(0)..text.len();
        assert!(named_in(text, "BASE", &one(read.clone())));
        assert!(!named_in(text, "BAS", &one(read)));
        let text = "func makeTool(h) { s.register(h) }\nfunc other() {}\n";
        let inside = text.find("s.register").unwrap_or(0)..text.find('}').unwrap_or(0);
        assert!(defines_read(text, "makeTool", &one(inside.clone())));
        assert!(!defines_read(text, "other", &one(inside)));
    }
}
