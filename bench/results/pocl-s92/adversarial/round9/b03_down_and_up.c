/* sibling nests in a time loop, one counting down (2-D, both loops down), one counting up with stride 2, one 1-D down */
#include <stdio.h>
#define N 22
static double a[N][N], b[N][N], c[N], src[N][N];
static void f(int steps, int n)
{
  int t, i, j;
#pragma scop
  for (t = 0; t < steps; t++) {
    for (i = n - 1; i >= 0; i--)
      for (j = n - 1; j >= 1; j--)
        a[i][j] = a[i][j] * 0.5 + src[i][j - 1];
    for (i = 0; i < n; i += 2)
      for (j = 0; j < n; j++)
        b[i][j] = b[i][j] + src[j][i] * t;
    for (i = n - 1; i >= 0; i--)
      c[i] = c[i] - src[i][i];
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        src[i][j] = src[i][j] * 0.75 + 0.125 * (a[i][j] + b[i][j]) + c[j] * 0.0625;
  }
#pragma endscop
}
int main(void)
{
  int n, i, j;
  for (n = 0; n <= N; n += (n < 3 ? 1 : 6)) {
    for (i = 0; i < N; i++) { c[i] = i * 0.5; for (j = 0; j < N; j++) { a[i][j] = i + j; b[i][j] = i * j % 5; src[i][j] = (i - 2 * j) % 7; } }
    f(3, n);
    for (i = 0; i < N; i++) { printf("%d %a\n", n, c[i]); for (j = 0; j < N; j++) printf("%a %a %a\n", a[i][j], b[i][j], src[i][j]); }
  }
  return 0;
}
