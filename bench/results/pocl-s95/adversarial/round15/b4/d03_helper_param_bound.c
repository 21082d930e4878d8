/* inlined helpers whose scalar parameters are loop bounds or are reassigned before use as subscripts (axpyn(n, a, x, y) with n = 5 or n = m+1) */
#include <stdio.h>
#define N 9
static double x[N][5], y[N][5];

static void axpyn(int n, double a, double xv[5], double yv[5]);
static void shift_in(int s, double v[5]);

static void apply(int cnt, int ncomp)
{
  int i, m;
#pragma bbmm
  for (i = 0; i < cnt; i++) {
    axpyn(ncomp, 0.5, x[i], y[i]);
    for (m = 0; m < 4; m++)
      axpyn(m + 1, -0.125, y[i], x[i]);
    shift_in(i % 3, y[i]);
  }
}

static void axpyn(int n, double a, double xv[5], double yv[5])
{
  int m;
  for (m = 0; m < n; m++)
    yv[m] = yv[m] + a * xv[m];
}

static void shift_in(int s, double v[5])
{
  s = s + 1;
  v[s] = v[s] + v[s - 1] * 0.25;
  s = 4 - s;
  v[s] = v[s] * 2.0;
}

int main(void)
{
  int cs[][2] = { {9, 5}, {0, 5}, {1, 0}, {4, 3}, {7, 1} };
  int t, i, m;
  for (t = 0; t < 5; t++) {
    for (i = 0; i < N; i++) for (m = 0; m < 5; m++) { x[i][m] = 0.125 * ((i * 3 + m + t) % 7); y[i][m] = 1.0 - 0.0625 * ((i + m * 5) % 9); }
    apply(cs[t][0], cs[t][1]);
    for (i = 0; i < N; i++) { for (m = 0; m < 5; m++) printf("%a %a ", x[i][m], y[i][m]); printf("\n"); }
  }
  return 0;
}
