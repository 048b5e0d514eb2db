#include "engines/DeepeningSchedule.h"

#include <algorithm>

namespace kiki {

void DeepeningSchedule::record(double checkSeconds) {
  double now = std::max(checkSeconds, kNegligibleSeconds);
  std::optional<double> before = previous_;
  previous_ = now;
  if (!adaptive_ || !before)
    return;
  if (now <= 2 * *before)
    step_ = std::min(step_ * 2, kMaxStep);
  else if (now > 4 * *before)
    step_ = 1;
}

} // namespace kiki
