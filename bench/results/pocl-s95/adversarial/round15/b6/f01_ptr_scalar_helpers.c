/* &scalar helpers: coords(i, &xi) into a function-level scalar read right after, and accum(x, &sum) accumulating a reduction through a pointer */
#include <stdio.h>
#define N 24
static double a[N], b[N];

static void coords(int i, int n, double *xi) { *xi = (double)i / (double)(n > 1 ? n - 1 : 1); }
static void accum(double x, double *acc) { *acc = *acc + x * x; }

static double op(int n)
{
  int i;
  double xi, sum = 0.0;
#pragma bbmm
  for (i = 0; i < n; i++) {
    coords(i, n, &xi);
    b[i] = a[i] * xi + (1.0 - xi);
    accum(b[i], &sum);
  }
  return sum + xi;
}

int main(void)
{
  int ns[] = { 24, 1, 2, 7 };
  int t, i;
  for (t = 0; t < 4; t++) {
    for (i = 0; i < N; i++) { a[i] = 0.125 * ((i * 5 + t) % 9); b[i] = -1.0; }
    double r = op(ns[t]);
    double s = 0.0;
    for (i = 0; i < N; i++) s += b[i] * (i + 1);
    printf("%d %a %a\n", ns[t], r, s);
  }
  return 0;
}
