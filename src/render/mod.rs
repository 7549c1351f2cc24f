//! Turning a [`Report`](crate::Report) into text: rustc-style for humans,
//! one line per finding, or JSON.

pub mod census;
pub mod concise;
pub mod diff;
pub mod drift;
pub mod github;
pub mod human;
pub mod json;
pub mod location;
mod pretty_json;
pub mod sarif;
mod snippet;
mod span_context;
pub mod statistics;

/// The decimal digits of `number`, written at the end of `digits`: what
/// every report writes many numbers with, without the formatting machinery.
pub(crate) fn decimal(mut number: usize, digits: &mut [u8; 20]) -> &str {
    let mut at = digits.len();
    loop {
        at -= 1;
        digits[at] = b'0' + (number % 10) as u8;
        number /= 10;
        if number == 0 {
            break;
        }
    }
    // ASCII digits, always UTF-8.
    std::str::from_utf8(&digits[at..]).unwrap_or_default()
}
