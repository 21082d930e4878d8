/* scalars computed between sibling nests in a time loop (a coefficient per step, an int offset used in bounds) */
#include <stdio.h>
#define N 36
static double x[N], y[N], w[N];
static void f(int steps, int n)
{
  int t, i, lo;
  double c;
#pragma scop
  for (t = 0; t < steps; t++) {
    c = 0.5 + t * 0.25;
    lo = t + 1;
    for (i = 0; i < n; i++)
      x[i] = x[i] * c + 1.0;
    for (i = lo; i < n; i++)
      y[i] = y[i] - c * w[i];
    c = c * 2.0;
    for (i = 0; i < n; i++)
      w[i] = w[i] + c;
    for (i = 0; i < n - lo; i++)
      y[i] = y[i] + x[i + lo];
  }
#pragma endscop
}
int main(void)
{
  int n, i;
  for (n = 0; n <= N; n += (n < 4 ? 1 : 8)) {
    for (i = 0; i < N; i++) { x[i] = i; y[i] = 2 * i + 1; w[i] = (i % 3) - 1; }
    f(4, n);
    for (i = 0; i < N; i++) printf("%d %a %a %a\n", n, x[i], y[i], w[i]);
  }
  return 0;
}
