/* five siblings: 0,1 independent; 2 reads 0; 3 reads 1 (independent of 2); 4 reads 2 and 3 */
#include <stdio.h>
#define N 28
static double a[N], b[N], c[N], d[N], e[N], s[N];
static void g(int steps, int n)
{
  int t, i;
#pragma scop
  for (t = 0; t < steps; t++) {
    for (i = 0; i < n; i++)
      a[i] = s[i] + t;
    for (i = 0; i < n; i++)
      b[i] = s[n - 1 - i] * 0.5;
    for (i = 1; i < n; i++)
      c[i] = a[i - 1] + c[i];
    for (i = 0; i < n - 1; i++)
      d[i] = b[i + 1] - d[i];
    for (i = 0; i < n; i++)
      s[i] = 0.5 * s[i] + 0.25 * (c[i] + d[i]);
  }
#pragma endscop
}
int main(void)
{
  int n, i;
  for (n = 0; n <= N; n += (n < 4 ? 1 : 8)) {
    for (i = 0; i < N; i++) { a[i] = b[i] = -1; c[i] = i; d[i] = 2 * i; s[i] = (i * 7) % 9; }
    g(3, n);
    for (i = 0; i < N; i++) printf("%d %a %a %a %a %a\n", n, a[i], b[i], c[i], d[i], s[i]);
  }
  return 0;
}
