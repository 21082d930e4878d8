/* 1-D coefficient arrays indexed by each of three iterators with offsets, next to two 3-D arrays; writes at a shifted position */
#include <stdio.h>
#define N 18
static double cx[N + 4], cy[N + 4];
static float cz[N + 4];
static double u[N + 2][N + 2][N + 2], v[N][N][N];
static void k(int n)
{
  int i, j, l;
#pragma bbmm
  for (i = 0; i < n; i++)
    for (j = 2; j < n; j++)
      for (l = 1; l < n - 1; l++)
        v[i][j][l] = cx[i + 3] * u[i + 2][j][l + 1] + cy[j - 2] * u[i][j - 1][l - 1] + cz[l + 1] + v[i][j][l];
}
int main(void)
{
  static const int ns[] = {0, 1, 2, 3, 5, 8, 17, 18};
  int q, i, j, l;
  for (q = 0; q < 8; q++) {
    int n = ns[q];
    for (i = 0; i < N + 4; i++) { cx[i] = i * 0.5 + 1; cy[i] = 1.0 / (i + 3); cz[i] = (float)i / 9.0f; }
    for (i = 0; i < N + 2; i++) for (j = 0; j < N + 2; j++) for (l = 0; l < N + 2; l++) u[i][j][l] = i * 0.25 - j + l * 2;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) for (l = 0; l < N; l++) v[i][j][l] = 0.5;
    k(n); k(n); k(n);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) for (l = 0; l < N; l++) printf("%d %a\n", n, v[i][j][l]);
  }
  return 0;
}
