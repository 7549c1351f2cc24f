//! Markdown drawn for a terminal: headings bold and underlined, code
//! blocks indented without their fences, `**strong**` bold, `` `code` ``
//! in colour. Only what the rule pages use.

use anstyle::{AnsiColor, Style};

/// `markdown` as a terminal shows it.
pub fn for_terminal(markdown: &str) -> String {
    let heading = Style::new().bold().underline();
    let code_block = Style::new().fg_color(Some(AnsiColor::Cyan.into()));
    let mut out = String::with_capacity(markdown.len());
    let mut in_code = false;
    for line in markdown.lines() {
        if line.starts_with("```") {
            in_code = !in_code;
            continue;
        }
        if in_code {
            out.push_str(&format!("    {code_block}{line}{code_block:#}\n"));
        } else if let Some(title) = line.trim_start_matches('#').strip_prefix(' ')
            && line.starts_with('#')
        {
            out.push_str(&format!("{heading}{}{heading:#}\n", inline(title)));
        } else {
            out.push_str(&inline(line));
            out.push('\n');
        }
    }
    out
}

/// `**strong**` and `` `code` `` within a line.
fn inline(line: &str) -> String {
    let strong = Style::new().bold();
    let code = Style::new().fg_color(Some(AnsiColor::Cyan.into()));
    let mut out = String::with_capacity(line.len());
    let mut rest = line;
    while !rest.is_empty() {
        if let Some(after) = rest.strip_prefix("**")
            && let Some((inner, tail)) = after.split_once("**")
        {
            out.push_str(&format!("{strong}{inner}{strong:#}"));
            rest = tail;
        } else if let Some(after) = rest.strip_prefix('`')
            && let Some((inner, tail)) = after.split_once('`')
        {
            out.push_str(&format!("{code}{inner}{code:#}"));
            rest = tail;
        } else {
            let next = rest.chars().next().map_or(1, char::len_utf8);
            out.push_str(&rest[..next]);
            rest = &rest[next..];
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn headings_fences_and_inline_marks_are_drawn() {
        let drawn = for_terminal("# title\n\nuse `x` **now**\n```json\n{}\n```\n");
        assert!(!drawn.contains("```"));
        assert!(!drawn.contains("**"));
        assert!(!drawn.contains('`'));
        assert!(drawn.contains("title"));
        assert!(drawn.contains("    \u{1b}[36m{}"));
    }
}
