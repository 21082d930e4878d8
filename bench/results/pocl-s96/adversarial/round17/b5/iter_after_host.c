/* solver whose host code reuses the region's iterators after the region: exit values of i and j pick the last interior element and the corner, including sizes where the outer loop runs zero times */
#include <stdio.h>
#define N 14
static double u[N][N], w[N][N];

int main(void)
{
  static const int sz[6] = { 1, 2, 3, 4, 9, 14 };
  int c, i, j, t;
  for (c = 0; c < 6; c++) {
    int n = sz[c];
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { u[i][j] = 0.125 * ((3 * i + j) % 8); w[i][j] = 0.0; }
    j = 5;
    for (t = 0; t < 3; t++) {
#pragma bbmm
      for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
          w[i][j] = 0.2 * (u[i][j] + u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
      printf("t %d i %d j %d\n", t, i, j);
      if (i >= 1 && j >= 1 && i < N && j < N) u[i][j] = w[i - 1][j - 1];
#pragma bbmm
      for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j += 2)
          u[i][j] = w[i][j];
      printf("t %d i %d j %d\n", t, i, j);
      j = (j + 3) % N;
    }
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%a %a\n", u[i][j], w[i][j]);
  }
  return 0;
}
