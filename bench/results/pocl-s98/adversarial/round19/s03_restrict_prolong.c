/* multigrid restriction (coarse[i][j] from fine[2i-1..2i+1]) and prolongation (fine[2i][2j] += coarse[i][j]) at several levels */
#include <stdio.h>
#define N 65
static double fine[N][N], coarse[N / 2 + 1][N / 2 + 1];
static void restrict2(int nc)
{
  int i, j;
#pragma bbmm
  for (i = 1; i < nc - 1; i++)
    for (j = 1; j < nc - 1; j++)
      coarse[i][j] = 0.25 * fine[2 * i][2 * j] + 0.125 * (fine[2 * i - 1][2 * j] + fine[2 * i + 1][2 * j] + fine[2 * i][2 * j - 1] + fine[2 * i][2 * j + 1]);
}
static void prolong(int nc)
{
  int i, j;
#pragma bbmm
  for (i = 1; i < nc - 1; i++)
    for (j = 1; j < nc - 1; j++) {
      fine[2 * i][2 * j] += coarse[i][j];
      fine[2 * i + 1][2 * j] += 0.5 * (coarse[i][j] + coarse[i + 1][j]);
    }
}
int main(void)
{
  static const int ncs[] = {0, 1, 2, 3, 5, 9, 17, 32};
  int q, i, j;
  for (q = 0; q < 8; q++) {
    int nc = ncs[q];
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) fine[i][j] = ((i * 3 + j) % 7) * 0.5;
    for (i = 0; i < N / 2 + 1; i++) for (j = 0; j < N / 2 + 1; j++) coarse[i][j] = 0;
    restrict2(nc);
    prolong(nc);
    restrict2(nc);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%d %a\n", nc, fine[i][j]);
    for (i = 0; i < N / 2 + 1; i++) for (j = 0; j < N / 2 + 1; j++) printf("%d %a\n", nc, coarse[i][j]);
  }
  return 0;
}
