/* nested time loops: outer 6 cycles, inner steps growing with the cycle; host rescales between cycles */
#include <stdio.h>
#define N 17
static double u[N][N], v[N][N];

static void smooth(int n)
{
  int i, j;
#pragma bbmm
  {
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < n - 1; j++)
        v[i][j] = (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1] + 4.0 * u[i][j]) / 8.0;
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < n - 1; j++)
        u[i][j] = v[i][j];
  }
}

int main(void)
{
  int cyc, s, i, j, n = 17;
  for (i = 0; i < N; i++) for (j = 0; j < N; j++) { u[i][j] = (double)((i ^ j) & 3); v[i][j] = 0.0; }
  for (cyc = 0; cyc < 6; cyc++) {
    double mx = 0.0;
    for (s = 0; s < 5 + cyc * 9; s++) smooth(n - (cyc & 1));
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) if (u[i][j] > mx) mx = u[i][j];
    for (i = 1; i < n - 1; i++) for (j = 1; j < n - 1; j++) u[i][j] = u[i][j] / mx * 3.0;
    printf("cyc=%d mx=%a\n", cyc, mx);
  }
  for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%a %a\n", u[i][j], v[i][j]);
  return 0;
}
