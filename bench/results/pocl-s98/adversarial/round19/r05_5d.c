/* a 5-D array next to 1-D and 3-D ones in one nest */
#include <stdio.h>
#define N 6
static double u5[2][N][N][N][3];
static double c1[N + 2];
static double o3[N][N][N];
static void k(int n)
{
  int i, j, l;
#pragma bbmm
  for (i = 0; i < n; i++)
    for (j = 1; j < n; j++)
      for (l = 0; l < n - 1; l++)
        o3[i][j][l] = u5[1][i][j - 1][l + 1][2] * c1[l + 2] + o3[i][j][l];
}
int main(void)
{
  static const int ns[] = {0, 1, 2, 3, 5, 6};
  int q, a, i, j, l, m;
  for (q = 0; q < 6; q++) {
    int n = ns[q];
    for (a = 0; a < 2; a++) for (i = 0; i < N; i++) for (j = 0; j < N; j++) for (l = 0; l < N; l++) for (m = 0; m < 3; m++) u5[a][i][j][l][m] = a + i * 0.5 + j * 0.25 - l + m * 0.125;
    for (i = 0; i < N + 2; i++) c1[i] = i + 1;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) for (l = 0; l < N; l++) o3[i][j][l] = 1;
    k(n);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) for (l = 0; l < N; l++) printf("%d %a\n", n, o3[i][j][l]);
  }
  return 0;
}
