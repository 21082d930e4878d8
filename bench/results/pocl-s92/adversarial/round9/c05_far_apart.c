/* two 1-D siblings whose index ranges lie far apart in one array (the cover has an empty middle), each reading the other's region of another array */
#include <stdio.h>
#define N 64
static double a[N], b[N];
static void g(int steps, int n, int off)
{
  int t, i;
#pragma scop
  for (t = 0; t < steps; t++) {
    for (i = 0; i < n; i++)
      a[i] = a[i] + b[i + off];
    for (i = off; i < off + n; i++)
      a[i] = a[i] * 0.5 + b[i - off];
    for (i = 0; i < N; i++)
      b[i] = b[i] * 0.5 + a[i] * 0.25;
  }
#pragma endscop
}
int main(void)
{
  int n, off, i;
  for (n = 0; n <= 16; n += (n < 3 ? 1 : 5))
    for (off = 16; off <= 48; off += 16) {
      for (i = 0; i < N; i++) { a[i] = i * 0.5; b[i] = (i * 7) % 13; }
      g(3, n, off);
      for (i = 0; i < N; i++) printf("%d %d %a %a\n", n, off, a[i], b[i]);
    }
  return 0;
}
