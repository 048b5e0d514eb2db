// The loop instances handed out for kIkI's invariant inference, each with
// its templates: the scalar template variables, the array segments and the
// heap template, which the builders of encode/templates/ make from a
// LoopView of the instance.
#include "encode/Unwinder.h"
#include "encode/LoopView.h"
#include "encode/templates/HeapTemplate.h"
#include "encode/templates/ScalarTemplate.h"
#include "encode/templates/SegmentTemplate.h"

#include <functional>
#include <map>

namespace kiki {

std::vector<LoopSite> Unwinder::takeLoopSites() {
  // Post-order over the nesting of instances, children in creation order.
  std::map<const LoopInstance *, std::vector<LoopInstance *>> nested;
  std::vector<LoopInstance *> roots;
  for (auto &instance : loops_)
    (instance->enclosing ? nested[instance->enclosing] : roots).push_back(instance.get());
  std::vector<LoopSite> sites;
  std::function<void(LoopInstance &)> visit = [&](LoopInstance &instance) {
    for (auto *inner : nested[&instance])
      visit(*inner);
    if (!instance.siteTaken && instance.havocStart && instance.iterations > 0) {
      instance.siteTaken = true;
      sites.push_back(loopSite(instance));
    }
  };
  for (auto *root : roots)
    visit(*root);
  return sites;
}

/// The site of a loop instance with an arbitrary start and a first
/// iteration. The builders run in this order, the order in which they make
/// their terms and fresh names: the scalar template's loop-back variables,
/// the segments, the heap template, then the values from before the loop.
LoopSite Unwinder::loopSite(LoopInstance &instance) {
  const llvm::Loop *loop = instance.loop;
  unsigned line = loop->getStartLoc() ? loop->getStartLoc().getLine() : 0;
  LoopSite site{loop, instance.frame->function, line, {},
                LoopTransition{instance.havocStart->guard, {}, {}},
                instance.headTraces.at(0)};
  for (const auto &latch : instance.firstLatches)
    site.transition.latches.push_back({latch.guard, {}});
  site.entryGuard = instance.heads.at(0).guard && !*instance.havocEntry;
  site.instance = &instance;
  site.inputs = instance.firstInputs;
  LoopView view(*this, instance);
  addLoopVariables(view, site);
  addMemoryCells(view, site);
  addHeapCount(view, site);
  site.segments = segmentSites(view);
  site.heap = heapTemplate_.build(view);
  addOuterValues(view, site);
  addScalarPartners(site);
  if (view.options().sympath)
    addPathBits(view, site);
  return site;
}

} // namespace kiki
