/* time loop where 'continue' skips the second region on every third step; plans for the first nest alternate with different following nests */
#include <stdio.h>
#define N 22
static double x[N], y[N], z[N];

int main(void)
{
  int n, i, t;
  for (n = 3; n <= N; n += 19) {
    for (i = 0; i < N; i++) { x[i] = (double)(i % 5); y[i] = 0.0; z[i] = 1.0; }
    for (t = 0; t < 90; t++) {
#pragma bbmm
      for (i = 1; i < n - 1; i++)
        y[i] = 0.5 * x[i] + 0.25 * (x[i - 1] + x[i + 1]);
      if (t % 3 == 0) {
#pragma bbmm
        for (i = 0; i < n; i++)
          z[i] = z[i] * 0.9 + 0.1 * y[i];
        continue;
      }
#pragma bbmm
      for (i = 1; i < n - 1; i++)
        x[i] = y[i] + 0.01 * z[i];
    }
    for (i = 0; i < n; i++) printf("%a %a %a\n", x[i], y[i], z[i]);
  }
  return 0;
}
