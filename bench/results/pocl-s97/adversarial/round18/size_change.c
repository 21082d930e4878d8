/* same nest replayed at one size, then the size changes mid-run (16 -> 11 -> 16 -> 5) */
#include <stdio.h>
#define N 16
static double u[N][N], w[N][N];

static void step(int n, double c)
{
  int i, j;
#pragma bbmm
  for (i = 1; i < n - 1; i++)
    for (j = 1; j < n - 1; j++)
      w[i][j] = c * u[i][j] + (1.0 - c) * 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
#pragma bbmm
  for (i = 1; i < n - 1; i++)
    for (j = 1; j < n - 1; j++)
      u[i][j] = w[i][j];
}

int main(void)
{
  int i, j, t;
  for (i = 0; i < N; i++) for (j = 0; j < N; j++) { u[i][j] = (double)((i * 5 + j * 11) % 7); w[i][j] = -1.0; }
  for (t = 0; t < 160; t++) {
    int n = t < 40 ? 16 : t < 80 ? 11 : t < 120 ? 16 : 5;
    step(n, 0.5 + 0.001 * (t % 3));
    if (t % 40 == 39) {
      double s = 0.0;
      for (i = 0; i < N; i++) for (j = 0; j < N; j++) s += u[i][j];
      printf("t=%d s=%a\n", t, s);
    }
  }
  for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a %a\n", u[i][j], w[i][j]);
  return 0;
}
