/* file-scope iterators used by fused sibling nests; their values printed after the region */
#include <stdio.h>
#define N 26
int gi, gj;
static double a[N][N], b[N], c[N];
static void g(int n, int m)
{
#pragma scop
  for (gi = 0; gi < n; gi++)
    for (gj = 1; gj < m; gj++)
      a[gi][gj] = a[gi][gj] + c[gj];
  for (gj = 0; gj < m; gj += 2)
    b[gj] = b[gj] * 0.5 + c[gj];
  for (gi = n - 1; gi >= 0; gi--)
    c[gi] = c[gi] + 1.0;
#pragma endscop
  printf("after %d %d\n", gi, gj);
}
int main(void)
{
  static const int sz[][2] = {{0, 0}, {1, 1}, {1, 2}, {2, 1}, {5, 6}, {26, 26}, {13, 7}};
  int cc, i, j;
  for (cc = 0; cc < 7; cc++) {
    for (i = 0; i < N; i++) { b[i] = i; c[i] = -i * 0.5; for (j = 0; j < N; j++) a[i][j] = i * j; }
    g(sz[cc][0], sz[cc][1]);
    for (i = 0; i < N; i++) { printf("%a %a\n", b[i], c[i]); for (j = 0; j < N; j++) printf("%a ", a[i][j]); printf("\n"); }
  }
  return 0;
}
