/* iterators declared outside: read inside the region after fused sibling nests, and printed after the region */
#include <stdio.h>
#define N 30
static double a[N][N], b[N], c[N];
static int last[4];
static void g(int n, int m)
{
  int i, j;
#pragma scop
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      a[i][j] = a[i][j] + 1.0;
  for (i = 2; i < m; i++)
    b[i] = b[i] * 0.5;
  for (j = 0; j < n; j += 3)
    c[j] = c[j] + j;
  b[0] = i + 0.5;
  c[1] = j + 0.25;
#pragma endscop
  last[0] = i;
  last[1] = j;
}
int main(void)
{
  static const int sz[][2] = {{0, 0}, {1, 0}, {0, 1}, {1, 1}, {2, 5}, {7, 3}, {30, 30}, {11, 2}};
  int c_, i, j;
  for (c_ = 0; c_ < 8; c_++) {
    for (i = 0; i < N; i++) { b[i] = i; c[i] = -i; for (j = 0; j < N; j++) a[i][j] = i * j; }
    g(sz[c_][0], sz[c_][1]);
    printf("last %d %d\n", last[0], last[1]);
    for (i = 0; i < N; i++) { printf("%a %a\n", b[i], c[i]); for (j = 0; j < N; j++) printf("%a ", a[i][j]); printf("\n"); }
  }
  return 0;
}
