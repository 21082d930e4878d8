/* fused siblings with negative loop starts and shifted subscripts, one counting down from a positive to a negative index */
#include <stdio.h>
#define N 30
static double a[N], b[N], s[N + 6];
static void g(int steps, int n)
{
  int t, i;
#pragma scop
  for (t = 0; t < steps; t++) {
    for (i = -3; i < n - 3; i++)
      a[i + 3] = a[i + 3] + s[i + 6];
    for (i = n - 5; i >= -4; i--)
      b[i + 4] = b[i + 4] * 0.5 - s[i + 5];
    for (i = 0; i < n; i++)
      s[i + 3] = s[i + 3] * 0.5 + a[i] * 0.25 + b[i] * 0.125;
  }
#pragma endscop
}
int main(void)
{
  int n, i;
  for (n = 0; n <= N; n += (n < 5 ? 1 : 6)) {
    for (i = 0; i < N; i++) { a[i] = i; b[i] = -i; }
    for (i = 0; i < N + 6; i++) s[i] = (i * 3) % 5;
    g(3, n);
    for (i = 0; i < N; i++) printf("%d %a %a %a\n", n, a[i], b[i], s[i]);
  }
  return 0;
}
