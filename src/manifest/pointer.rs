//! RFC 6901 JSON pointers for findings.

/// Appends one reference token to `base`, escaping `~` and `/`.
pub fn child(base: &str, token: &str) -> String {
    let mut pointer = String::with_capacity(base.len() + token.len() + 1);
    pointer.push_str(base);
    pointer.push('/');
    for ch in token.chars() {
        match ch {
            '~' => pointer.push_str("~0"),
            '/' => pointer.push_str("~1"),
            _ => pointer.push(ch),
        }
    }
    pointer
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_tilde_and_slash() {
        assert_eq!(child("/tools/0", "a/b~c"), "/tools/0/a~1b~0c");
        assert_eq!(child("", "3"), "/3");
    }
}
