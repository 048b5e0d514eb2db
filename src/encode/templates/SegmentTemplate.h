// The array segments of a loop instance (domains/SegmentDomain): for each
// array store a[i + c] in the loop through a header phi i, the elements
// between i's value at entry and its current value, rising and falling.
#pragma once
#include "encode/LoopSite.h"
#include "encode/LoopView.h"

#include <vector>

namespace kiki {

/// The segments of the loop instance `view` shows (none when its loop
/// stores into no array through a header phi).
std::vector<SegmentSite> segmentSites(LoopView &view);

} // namespace kiki
