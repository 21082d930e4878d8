/* ternary-split iteration ranges (upper half starts at 1, lower at 0), ternary stencil weights, macro min/max in bounds */
#include <stdio.h>
#define N 14
#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
static double a[N][N], b[N][N];

static void op(int nz, int nx, int lo, int hi)
{
  int k, i;
#pragma bbmm
  for (k = MAX(lo, 0); k < MIN(hi, nz); k++)
    for (i = (k < nz / 2 ? 0 : 1); i < (k % 2 ? nx - 1 : nx); i++)
      b[k][i] = (k < nz / 2 ? 0.75 : 0.25) * a[k][i] + (i > 0 ? a[k][i - 1] : a[k][i]) * (k % 3 == 0 ? 1.0 : -0.5);
}

int main(void)
{
  int sz[][4] = { {14, 14, 0, 14}, {1, 1, -2, 5}, {2, 3, 1, 2}, {5, 2, 3, 1}, {13, 9, 2, 11}, {7, 0, 0, 7} };
  int t, k, i;
  for (t = 0; t < 6; t++) {
    for (k = 0; k < N; k++) for (i = 0; i < N; i++) { a[k][i] = 0.125 * ((k * 5 + i * 3 + t) % 11); b[k][i] = -1.0; }
    op(sz[t][0], sz[t][1], sz[t][2], sz[t][3]);
    double s = 0.0;
    for (k = 0; k < N; k++) for (i = 0; i < N; i++) s += b[k][i] * (1 + (k * i) % 7);
    printf("%d %a\n", t, s);
  }
  return 0;
}
