/* wave equation leapfrog with three buffers rotated every step through pointers, 121 steps, host probe every step */
#include <stdio.h>
#include <stdlib.h>

static void wave(int n, double *restrict nx, const double *restrict cur, const double *restrict prev)
{
  int i;
#pragma bbmm
  for (i = 1; i < n - 1; i++)
    nx[i] = 2.0 * cur[i] - prev[i] + 0.3 * (cur[i - 1] - 2.0 * cur[i] + cur[i + 1]);
}

int main(void)
{
  static const int sz[4] = { 1, 3, 8, 21 };
  int c, i, t;
  for (c = 0; c < 4; c++) {
    int n = sz[c];
    double *u0 = calloc(n, sizeof(double)), *u1 = calloc(n, sizeof(double)), *u2 = calloc(n, sizeof(double));
    double pr = 0.0;
    for (i = 0; i < n; i++) { u0[i] = (i == n / 2) ? 1.0 : 0.0; u1[i] = u0[i]; }
    for (t = 0; t < 121; t++) {
      double *tmp;
      wave(n, u2, u1, u0);
      pr += u2[n / 2] * (double)(t + 1);
      tmp = u0; u0 = u1; u1 = u2; u2 = tmp;
    }
    printf("n=%d pr=%a\n", n, pr);
    for (i = 0; i < n; i++) printf("%a %a %a\n", u0[i], u1[i], u2[i]);
    free(u0); free(u1); free(u2);
  }
  return 0;
}
