/* two stride-2 sibling nests updating a[2k] and a[2k+1] fused into one band whose tile boxes overlap */
#include <stdio.h>
#define N 48
static double a[N], s[N];
static void g(int steps, int n)
{
  int t, i;
#pragma scop
  for (t = 0; t < steps; t++) {
    for (i = 0; i < n; i += 2)
      a[i] += s[i];
    for (i = 1; i < n; i += 2)
      a[i] -= s[i - 1];
    for (i = 0; i < n; i++)
      s[i] = s[i] * 0.5 + a[i] * 0.125;
  }
#pragma endscop
}
int main(void)
{
  int n, i;
  for (n = 0; n <= N; n += 7) {
    for (i = 0; i < N; i++) { a[i] = i; s[i] = (i % 7) * 0.25; }
    g(3, n);
    for (i = 0; i < N; i++) printf("%d %a %a\n", n, a[i], s[i]);
  }
  return 0;
}
