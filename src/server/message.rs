//! A message from the server, read as a file holding it is read: a number
//! no double holds (`"ttlMs": 1e400`), which `serde_json` refuses, does not
//! make the message unreadable. What the client reads of the message (its
//! id, its method, the capabilities of `initialize`) holds such a number as
//! `null`; the tools are linted from the text as the server sent it.

use serde_json::Value;

/// The JSON value of `text`, a number out of a double's range read as
/// `null`; the error of a text that is not JSON.
pub fn parse(text: &str) -> Result<Value, serde_json::Error> {
    match serde_json::from_str::<Value>(text) {
        Err(error) if error.to_string().starts_with("number out of range") => {
            serde_json::from_str(&with_huge_numbers_null(text)).map_err(|_| error)
        }
        read => read,
    }
}

/// The messages of a body: each message of a batch (an array) with its
/// own text, or the one message with the body's.
pub fn parse_body(body: &str) -> Result<Vec<(Value, String)>, serde_json::Error> {
    if body.trim_start().starts_with('[') {
        let batch: Vec<&serde_json::value::RawValue> = serde_json::from_str(body)?;
        return batch
            .into_iter()
            .map(|message| Ok((parse(message.get())?, message.get().to_owned())))
            .collect();
    }
    Ok(vec![(parse(body)?, body.to_owned())])
}

/// `text` with every number outside a double's range (outside strings)
/// made `null`, in one pass.
fn with_huge_numbers_null(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut copied = 0;
    let mut at = 0;
    while at < bytes.len() {
        match bytes[at] {
            b'"' => {
                // To the closing quote, past escaped characters.
                at += 1;
                while at < bytes.len() && bytes[at] != b'"' {
                    at += if bytes[at] == b'\\' { 2 } else { 1 };
                }
                at += 1;
            }
            b'-' | b'0'..=b'9' => {
                let end = at
                    + bytes[at..]
                        .iter()
                        .take_while(|b| matches!(b, b'-' | b'+' | b'.' | b'e' | b'E' | b'0'..=b'9'))
                        .count();
                let number = &text[at..end];
                if number.parse::<f64>().is_ok_and(f64::is_infinite) {
                    out.push_str(&text[copied..at]);
                    out.push_str("null");
                    copied = end;
                }
                at = end;
            }
            _ => at += 1,
        }
    }
    out.push_str(&text[copied.min(text.len())..]);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_beyond_a_double_are_null_and_strings_are_kept() {
        let read =
            parse(r#"{"id": 1, "a": [1e400, -1e400, 2.5], "s": "1e400 \" 1e400"}"#).expect("read");
        assert_eq!(read["a"], serde_json::json!([null, null, 2.5]));
        assert_eq!(read["s"], "1e400 \" 1e400");
        assert_eq!(read["id"], 1);
        assert!(parse("{\"a\": 1e400").is_err());
        let batch = parse_body(r#"[{"id": 1, "t": 1e400}, {"id": 2}]"#).expect("a batch");
        assert_eq!(batch[0].1, r#"{"id": 1, "t": 1e400}"#);
        assert_eq!(batch[1].0["id"], 2);
    }
}
