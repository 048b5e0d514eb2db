// The domains the engines instantiate: the one a run uses for the scalar
// templates, chosen on the command line, and the heap and array segment
// domains of the loops that have those templates.
#pragma once
#include "domains/HeapDomain.h"
#include "domains/Template.h"
#include "options/Config.h"
#include <memory>
#include <string>
#include <vector>

namespace kiki {

/// A fresh domain (all rows bottom) over `vars` for one loop.
std::unique_ptr<TemplateDomain> makeDomain(InvariantDomain kind, z3::context &ctx,
                                           const std::vector<TemplateVar> &vars);

/// --sympath: the domain `kind` over `vars` per path of the path bits at
/// the positions `bits` of a state (domains/PathDomain.h), named `names`.
std::unique_ptr<TemplateDomain> makePathDomain(InvariantDomain kind, z3::context &ctx,
                                               const std::vector<TemplateVar> &vars,
                                               std::vector<size_t> bits,
                                               std::vector<std::string> names);

/// A fresh heap domain (domains/HeapDomain.h) over a loop's heap template.
/// Whether one of its rows speaks of two objects: heapPairRow (HeapDomain.h).
std::shared_ptr<TemplateDomain> makeHeapDomain(z3::context &ctx,
                                               std::vector<HeapDomain::PointerRow> pointers,
                                               std::vector<HeapDomain::ValueRow> values,
                                               HeapDomain::Names names,
                                               std::vector<HeapDomain::ShapeRow> shapes);

/// A fresh array segment domain (domains/SegmentDomain.h) whose elements'
/// values are intervals over `element` (unless `readOnly`: then they are
/// what they were before the loop) and differences with each partner.
std::shared_ptr<TemplateDomain> makeSegmentDomain(z3::context &ctx, std::string segmentText,
                                                  const TemplateVar &element,
                                                  const std::vector<TemplateVar> &partners,
                                                  bool readOnly);

} // namespace kiki
