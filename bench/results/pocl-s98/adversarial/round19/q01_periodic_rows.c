/* periodic 2-D advection with wrap indices (i+1)%n, (i-1+n)%n on rows and columns, time loop, several n */
#include <stdio.h>
#define N 40
static double u[N][N], v[N][N];
static void step(int n, int steps)
{
  int t, i, j;
  for (t = 0; t < steps; t++) {
#pragma bbmm
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        v[i][j] = u[i][j] - 0.25 * (u[(i + 1) % n][j] - u[(i - 1 + n) % n][j]) - 0.125 * (u[i][(j + 1) % n] - u[i][(j - 1 + n) % n]);
#pragma bbmm
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        u[i][j] = v[i][j];
  }
}
int main(void)
{
  static const int ns[] = {1, 2, 3, 4, 7, 16, 33, 40};
  int q, i, j;
  for (q = 0; q < 8; q++) {
    int n = ns[q];
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { u[i][j] = ((i * 7 + j * 3) % 10) * 0.5; v[i][j] = 0; }
    step(n, 6);
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%d %a\n", n, u[i][j]);
  }
  return 0;
}
