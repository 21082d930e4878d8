/* iterators declared outside: after two fused siblings, a later loop uses the first's exit value as a bound and the second's in a subscript */
#include <stdio.h>
#define N 30
static double a[N], b[N][N], c[N];
static void g(int n, int m)
{
  int i, j, k;
#pragma scop
  for (i = 0; i < n; i++)
    a[i] = a[i] + 2.0;
  for (k = 1; k < m; k++)
    for (j = 0; j < m; j++)
      b[k][j] = b[k][j] * 0.5;
  for (j = 0; j < i; j++)
    c[j] = a[j] + b[k - 1][j % N];
#pragma endscop
  printf("after %d %d %d\n", i, j, k);
}
int main(void)
{
  static const int sz[][2] = {{0, 1}, {1, 1}, {2, 3}, {5, 2}, {7, 7}, {29, 30}, {30, 12}, {3, 30}};
  int c_, i, j;
  for (c_ = 0; c_ < 8; c_++) {
    for (i = 0; i < N; i++) { a[i] = i; c[i] = -1; for (j = 0; j < N; j++) b[i][j] = i + j; }
    g(sz[c_][0], sz[c_][1]);
    for (i = 0; i < N; i++) { printf("%a %a\n", a[i], c[i]); for (j = 0; j < N; j++) printf("%a ", b[i][j]); printf("\n"); }
  }
  return 0;
}
