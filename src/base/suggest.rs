//! "Did you mean" suggestions for misspelt names.

/// The candidate closest to `word` by edit distance (ignoring ASCII case),
/// if one is within `max_distance`.
pub fn closest<'c>(word: &str, candidates: &[&'c str], max_distance: usize) -> Option<&'c str> {
    let word = word.to_ascii_lowercase();
    candidates
        .iter()
        .map(|candidate| {
            let distance = strsim::levenshtein(&word, &candidate.to_ascii_lowercase());
            (distance, *candidate)
        })
        .filter(|(distance, _)| *distance <= max_distance)
        .min_by_key(|(distance, _)| *distance)
        .map(|(_, candidate)| candidate)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_the_nearest_candidate_within_reach() {
        let names = ["unsound-claim", "non-maximal"];
        assert_eq!(closest("unsound-claims", &names, 2), Some("unsound-claim"));
        assert_eq!(closest("NON-MAXIMAL", &names, 0), Some("non-maximal"));
        assert_eq!(closest("something", &names, 2), None);
    }
}
