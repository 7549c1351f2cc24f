//! The dates exceptions expire on (`expires = 2027-03-31` in an
//! `[[exception]]`, `expires=2027-03-31` in an allow comment), and today's
//! date to compare them with (UTC, from the system clock).

use std::fmt;

/// A calendar date.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Date {
    /// The year.
    pub year: u16,
    /// The month, 1 to 12.
    pub month: u8,
    /// The day, 1 to the month's last.
    pub day: u8,
}

impl Date {
    /// Reads exactly `YYYY-MM-DD`: four, two and two ASCII digits (no
    /// sign, space or other digit), a real date of the Gregorian calendar.
    pub fn parse(text: &str) -> Option<Date> {
        let bytes = text.as_bytes();
        let shape = bytes.len() == 10
            && bytes.iter().enumerate().all(|(at, byte)| match at {
                4 | 7 => *byte == b'-',
                _ => byte.is_ascii_digit(),
            });
        if !shape {
            return None;
        }
        let number = |range: std::ops::Range<usize>| {
            bytes[range]
                .iter()
                .fold(0u16, |number, digit| number * 10 + u16::from(digit - b'0'))
        };
        let date = Date {
            year: number(0..4),
            month: u8::try_from(number(5..7)).ok()?,
            day: u8::try_from(number(8..10)).ok()?,
        };
        date.is_real().then_some(date)
    }

    /// Whether the month and the day exist.
    fn is_real(self) -> bool {
        let leap = self.year.is_multiple_of(4)
            && (!self.year.is_multiple_of(100) || self.year.is_multiple_of(400));
        let days = match self.month {
            1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
            4 | 6 | 9 | 11 => 30,
            2 if leap => 29,
            2 => 28,
            _ => return false,
        };
        (1..=days).contains(&self.day)
    }

    /// Today, in UTC.
    pub fn today() -> Date {
        let seconds = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |since| since.as_secs());
        Date::from_days(seconds / 86_400)
    }

    /// The date `days` days after 1970-01-01 (the civil-from-days
    /// algorithm of Howard Hinnant's date library).
    fn from_days(days: u64) -> Date {
        let z = days as i64 + 719_468;
        let era = z.div_euclid(146_097);
        let day_of_era = z.rem_euclid(146_097);
        let year_of_era =
            (day_of_era - day_of_era / 1_460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
        let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
        let shifted_month = (5 * day_of_year + 2) / 153;
        let day = day_of_year - (153 * shifted_month + 2) / 5 + 1;
        let month = if shifted_month < 10 {
            shifted_month + 3
        } else {
            shifted_month - 9
        };
        let year = year_of_era + era * 400 + i64::from(month <= 2);
        Date {
            year: u16::try_from(year).unwrap_or(u16::MAX),
            month: month as u8,
            day: day as u8,
        }
    }

    /// Whether an exception that expires on this date has expired on
    /// `today`: it holds through its last day.
    pub fn has_passed(self, today: Date) -> bool {
        self < today
    }
}

impl fmt::Display for Date {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            formatter,
            "{:04}-{:02}-{:02}",
            self.year, self.month, self.day
        )
    }
}

#[cfg(test)]
mod tests {
    use super::Date;

    #[test]
    fn dates_are_read_strictly() {
        let date = Date::parse("2027-03-31").expect("a date");
        assert_eq!(date.to_string(), "2027-03-31");
        assert_eq!(Date::parse("2028-02-29").map(|d| d.day), Some(29));
        for bad in [
            "2027-02-29",
            "2027-13-01",
            "2027-3-31",
            "27-03-31",
            "2027-03-31x",
            "soon",
            // Signs, spaces and digits of other scripts are not digits.
            "2027-+1-+1",
            "+027-01-01",
            "2027-01-+1",
            "2027-01- 1",
            " 2027-01-01",
            "2027-01-01 ",
            "2027-01-0\u{661}",
            "２０２７-01-01",
            "2027/01/01",
            "2027-00-10",
            "2027-01-00",
            "",
        ] {
            assert_eq!(Date::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn days_since_the_epoch_are_dates() {
        assert_eq!(Date::from_days(0).to_string(), "1970-01-01");
        assert_eq!(Date::from_days(11_016).to_string(), "2000-02-29");
        assert_eq!(Date::from_days(20_788).to_string(), "2026-12-01");
        assert!(Date::today() >= Date::parse("2026-01-01").expect("a date"));
    }

    #[test]
    fn an_exception_holds_through_its_last_day() {
        let last = Date::parse("2027-03-31").expect("a date");
        assert!(!last.has_passed(last));
        assert!(last.has_passed(Date::parse("2027-04-01").expect("a date")));
    }
}
