/* a sibling nest uses the previous sibling's iterator exit value (as a value and in a subscript) while both could be fused */
#include <stdio.h>
#define N 30
static double a[N], b[N], c[N + 1];
static void g(int n, int m)
{
  int i, j;
#pragma scop
  for (i = 0; i < n; i++)
    a[i] = a[i] * 0.5 + 1.0;
  for (j = 0; j < m; j++)
    b[j] = b[j] + i + c[i];
  for (i = 1; i < m; i++)
    c[i] = c[i] * 2.0 + j;
#pragma endscop
}
int main(void)
{
  static const int sz[][2] = {{0, 0}, {1, 1}, {0, 3}, {3, 0}, {5, 6}, {30, 30}, {29, 7}, {2, 30}};
  int cc, i;
  for (cc = 0; cc < 8; cc++) {
    for (i = 0; i < N; i++) { a[i] = i; b[i] = -i; }
    for (i = 0; i <= N; i++) c[i] = i * 0.25;
    g(sz[cc][0], sz[cc][1]);
    for (i = 0; i < N; i++) printf("%a %a %a\n", a[i], b[i], c[i]);
  }
  return 0;
}
