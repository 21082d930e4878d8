/* eight 3-D arrays and one 1-D array in one nest (large argument lists in the several-box form), shifted reads */
#include <stdio.h>
#define N 10
static double a[N][N][N], b[N][N][N], c[N][N][N], d[N][N][N], e[N][N][N], f[N][N][N], g[N][N][N], h[N][N][N], w[N + 2];
static void k(int n)
{
  int i, j, l;
#pragma bbmm
  for (i = 1; i < n; i++)
    for (j = 0; j < n - 1; j++)
      for (l = 1; l < n - 1; l++) {
        h[i][j][l] = a[i - 1][j][l] + b[i][j + 1][l] * w[l + 2] - c[i][j][l - 1] + d[i][j][l + 1] * 0.5 + e[i - 1][j + 1][l] + f[i][j][l] * g[i][j][l];
        g[i][j][l] = g[i][j][l] * 0.5;
      }
}
int main(void)
{
  static const int ns[] = {0, 1, 2, 3, 4, 7, 10};
  int q, i, j, l;
  for (q = 0; q < 7; q++) {
    int n = ns[q];
    for (i = 0; i < N + 2; i++) w[i] = i * 0.25;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) for (l = 0; l < N; l++) { a[i][j][l] = i; b[i][j][l] = j; c[i][j][l] = l; d[i][j][l] = i + j; e[i][j][l] = j - l; f[i][j][l] = 0.5 * i; g[i][j][l] = 1 + l; h[i][j][l] = -1; }
    k(n); k(n);
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) for (l = 0; l < n; l++) printf("%d %a %a\n", n, h[i][j][l], g[i][j][l]);
  }
  return 0;
}
