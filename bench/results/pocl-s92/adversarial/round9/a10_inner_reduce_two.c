/* two sibling nests with inner reductions (row sums and column maxima) into private scalars, different inner bounds, plus a 2-D sibling */
#include <stdio.h>
#define N 28
static double M[N][N], rs[N], cm[N], T[N][N];
static void f(int n, int m)
{
  int i, j, k;
  double s, mx;
#pragma scop
  for (i = 0; i < n; i++) {
    s = 0.0;
    for (j = 0; j < m; j++)
      s += M[i][j];
    rs[i] = s;
  }
  for (j = 0; j < m; j++) {
    mx = M[0][j];
    for (k = 1; k < n; k++)
      mx = M[k][j] > mx ? M[k][j] : mx;
    cm[j] = mx;
  }
  for (i = 0; i < m; i++)
    for (j = 0; j < n; j++)
      T[i][j] = M[j][i];
#pragma endscop
}
int main(void)
{
  static const int sz[][2] = {{1, 0}, {1, 1}, {2, 3}, {3, 2}, {5, 5}, {27, 13}, {9, 28}, {28, 28}};
  int c, i, j;
  for (c = 0; c < 8; c++) {
    for (i = 0; i < N; i++) { rs[i] = cm[i] = -7; for (j = 0; j < N; j++) { M[i][j] = ((i * 13 + j * 5 + c) % 17) - 8.5; T[i][j] = 0; } }
    f(sz[c][0], sz[c][1]);
    for (i = 0; i < N; i++) { printf("%a %a\n", rs[i], cm[i]); for (j = 0; j < N; j++) printf("%a ", T[i][j]); printf("\n"); }
  }
  return 0;
}
