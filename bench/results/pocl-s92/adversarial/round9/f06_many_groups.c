/* three fusable pairs separated by dependent nests, all in one time loop, different depths */
#include <stdio.h>
#define N 20
static double a[N][N], b[N], c[N][N], d[N], e[N][N], f[N], s[N][N];
static void g(int steps, int n)
{
  int t, i, j;
#pragma scop
  for (t = 0; t < steps; t++) {
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        a[i][j] = s[i][j] + t;
    for (i = 0; i < n; i++)
      b[i] = s[i][n - 1] * 0.5;
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        c[i][j] = a[j][i] + b[j];
    for (i = 0; i < n; i++)
      d[i] = s[0][i] - d[i];
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        e[i][j] = c[i][j] * 0.5 + d[j];
    for (i = 0; i < n; i++)
      f[i] = f[i] + a[i][i] + b[i];
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        s[i][j] = 0.5 * s[i][j] + 0.125 * (e[i][j] + f[j]);
  }
#pragma endscop
}
int main(void)
{
  int n, i, j;
  for (n = 0; n <= N; n += (n < 3 ? 1 : 6)) {
    for (i = 0; i < N; i++) { b[i] = d[i] = f[i] = i * 0.5; for (j = 0; j < N; j++) { a[i][j] = c[i][j] = e[i][j] = 0; s[i][j] = ((i + j * 3) % 7) * 0.25; } }
    g(3, n);
    for (i = 0; i < N; i++) { printf("%a %a %a\n", b[i], d[i], f[i]); for (j = 0; j < N; j++) printf("%a %a %a %a\n", a[i][j], c[i][j], e[i][j], s[i][j]); }
  }
  return 0;
}
