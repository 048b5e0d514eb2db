#include "engines/LoopPaths.h"
#include "ir/CheckCalls.h"
#include "ir/DirectCalls.h"
#include "ir/LibraryFunctions.h"

#include <llvm/IR/CFG.h>
#include <llvm/IR/Instructions.h>

#include <set>
#include <string>

namespace kiki {

bool endsExecution(const llvm::BasicBlock *block, bool assertions) {
  for (const auto &inst : *block)
    if (const auto *call = llvm::dyn_cast<llvm::CallBase>(&inst))
      if (const llvm::Function *callee = directCallee(*call)) {
        std::string name = callee->getName().str();
        if (isPathEnd(name) && (callee->isDeclaration() || (assertions && isErrorFunction(name))))
          return true;
      }
  return false;
}

namespace {

using BlockSet = std::set<const llvm::BasicBlock *>;

bool walkBody(const llvm::Loop &loop, bool assertions, size_t limit, Path &path,
              std::vector<Path> &found) {
  if (endsExecution(path.blocks.back(), assertions))
    return true; // no iteration goes on from here
  for (const auto *next : llvm::successors(path.blocks.back())) {
    if (next == loop.getHeader()) {
      found.push_back(path);
      if (found.size() > limit)
        return false;
      continue;
    }
    if (!loop.contains(next))
      continue;
    if (path.has(next))
      return false; // a cycle that is not the loop's own
    path.push(next);
    bool ok = walkBody(loop, assertions, limit, path, found);
    path.pop();
    if (!ok)
      return false;
  }
  return true;
}

/// The blocks from which `target` can be reached.
BlockSet reaching(const llvm::BasicBlock *target) {
  BlockSet seen{target};
  std::vector<const llvm::BasicBlock *> work{target};
  while (!work.empty()) {
    const auto *b = work.back();
    work.pop_back();
    for (const auto *p : llvm::predecessors(b))
      if (seen.insert(p).second)
        work.push_back(p);
  }
  return seen;
}

bool walkTo(const llvm::Loop &loop, const llvm::BasicBlock *target, size_t limit,
            const BlockSet &toTarget, Path &path, std::vector<Path> &found) {
  if (path.blocks.back() == target) {
    found.push_back(path);
    return found.size() <= limit;
  }
  for (const auto *next : llvm::successors(path.blocks.back())) {
    if (next == loop.getHeader() || !toTarget.count(next))
      continue;
    if (path.has(next))
      return false;
    path.push(next);
    bool ok = walkTo(loop, target, limit, toTarget, path, found);
    path.pop();
    if (!ok)
      return false;
  }
  return true;
}

} // namespace

std::optional<std::vector<Path>> bodyPaths(const llvm::Loop &loop, bool assertions,
                                           size_t limit) {
  if (!loop.getSubLoops().empty() || !loop.getLoopPreheader())
    return std::nullopt;
  std::vector<Path> found;
  Path path;
  path.push(loop.getHeader());
  if (!walkBody(loop, assertions, limit, path, found) || found.empty())
    return std::nullopt;
  return found;
}

std::optional<std::vector<Path>> pathsTo(const llvm::Loop &loop, const llvm::BasicBlock *target,
                                         size_t limit) {
  std::vector<Path> found;
  Path path;
  path.push(loop.getHeader());
  if (!walkTo(loop, target, limit, reaching(target), path, found))
    return std::nullopt;
  return found;
}

} // namespace kiki
