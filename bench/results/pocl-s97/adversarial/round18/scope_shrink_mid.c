/* explicit scope: the active size shrinks at t=40 and grows back at t=80 (replay stops and restarts), host reads at the changes */
#include <stdio.h>
#define N 20
static double u[N][N], w[N][N];

static void step(int n)
{
  int i, j;
#pragma bbmm
  for (i = 1; i < n - 1; i++)
    for (j = 1; j < n - 1; j++)
      w[i][j] = u[i][j] + 0.2 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1] - 4.0 * u[i][j]);
#pragma bbmm
  for (i = 1; i < n - 1; i++)
    for (j = 1; j < n - 1; j++)
      u[i][j] = w[i][j];
}

int main(void)
{
  int i, j, t;
  for (i = 0; i < N; i++) for (j = 0; j < N; j++) { u[i][j] = (double)((i * j) % 7); w[i][j] = 0.0; }
#pragma bbmm data(u, w)
  for (t = 0; t < 130; t++) {
    int n = (t >= 40 && t < 80) ? 13 : 20;
    step(n);
    if (t == 39 || t == 79 || t == 100) {
#pragma bbmm update host(u)
      printf("t=%d %a %a\n", t, u[10][10], u[15][15]);
    }
  }
  for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a %a\n", u[i][j], w[i][j]);
  return 0;
}
