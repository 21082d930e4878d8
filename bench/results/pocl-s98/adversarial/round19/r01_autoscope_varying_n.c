/* a loop in main calls a stencil function with n changing every call (auto data scope keeps old boxes beside new ones), reads with offsets */
#include <stdio.h>
#define N 64
static double a[N][N], b[N][N];
static void step(int n, int lo)
{
  int i, j;
#pragma bbmm
  for (i = lo; i < n - 1; i++)
    for (j = lo + 1; j < n - 2; j++)
      b[i][j] = 0.25 * (a[i - 1][j + 2] + a[i + 1][j - 1]) + 0.5 * a[i][j];
#pragma bbmm
  for (i = lo; i < n - 1; i++)
    for (j = lo + 1; j < n - 2; j++)
      a[i][j] = b[i][j] + 0.125;
}
int main(void)
{
  static const int ns[] = {0, 1, 2, 3, 7, 16, 33, 64, 5, 40, 17, 64, 2, 63, 9, 30};
  static const int los[] = {1, 1, 2, 1, 3, 1, 5, 1, 2, 7, 1, 20, 1, 1, 4, 2};
  int t, i, j;
  for (i = 0; i < N; i++) for (j = 0; j < N; j++) { a[i][j] = ((i * 5 + j * 3) % 13) * 0.5; b[i][j] = 0; }
  for (t = 0; t < 48; t++)
    step(ns[t % 16], los[(t * 7) % 16]);
  for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a %a\n", a[i][j], b[i][j]);
  return 0;
}
