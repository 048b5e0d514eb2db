// The array segments of a loop instance (domains/SegmentDomain): for each
// array access a[i + c] in the loop through a header phi i, the elements
// between i's value at entry and its current value, rising and falling.
#pragma once
#include "encode/LoopSite.h"
#include "encode/LoopView.h"

#include <vector>

namespace kiki {

/// At most this many other arrays' elements are partners of a[k], and this
/// many of the loop's scalar template variables: each costs two rows.
constexpr size_t kMaxSegmentArrays = 2;
constexpr size_t kMaxScalarPartners = 6;

/// The segments of the loop instance `view` shows (none when its loop
/// accesses no array through a header phi).
std::vector<SegmentSite> segmentSites(LoopView &view);

/// Adds the scalar template variables of `site` (built completely) that a
/// segment's elements are related to, but its index, to the segment's
/// partners in every state; drops a segment the loop only reads that is
/// left without a partner.
void addScalarPartners(LoopSite &site);

} // namespace kiki
