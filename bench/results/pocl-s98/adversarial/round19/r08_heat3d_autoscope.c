/* 3-D heat step function called from a time loop (auto data scope), interior with a different lower bound per axis */
#include <stdio.h>
#define N 16
static double u[N][N][N], w[N][N][N];
static float k1[N];
static void step(int n)
{
  int i, j, l;
#pragma bbmm
  for (i = 1; i < n - 1; i++)
    for (j = 2; j < n - 1; j++)
      for (l = 3; l < n - 1; l++)
        w[i][j][l] = u[i][j][l] + k1[l] * (u[i - 1][j][l] + u[i + 1][j][l] + u[i][j - 2][l] + u[i][j + 1][l] + u[i][j][l - 3] + u[i][j][l + 1] - 6.0 * u[i][j][l]);
#pragma bbmm
  for (i = 1; i < n - 1; i++)
    for (j = 2; j < n - 1; j++)
      for (l = 3; l < n - 1; l++)
        u[i][j][l] = w[i][j][l];
}
int main(void)
{
  static const int ns[] = {0, 2, 4, 5, 9, 16};
  int q, i, j, l, t;
  for (q = 0; q < 6; q++) {
    int n = ns[q];
    for (i = 0; i < N; i++) { k1[i] = 0.05f * (float)(i % 3); for (j = 0; j < N; j++) for (l = 0; l < N; l++) { u[i][j][l] = (i * 3 + j * 5 + l * 7) % 10; w[i][j][l] = 0; } }
    for (t = 0; t < 12; t++)
      step(n);
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) for (l = 0; l < n; l++) printf("%d %a %a\n", n, u[i][j][l], w[i][j][l]);
  }
  return 0;
}
