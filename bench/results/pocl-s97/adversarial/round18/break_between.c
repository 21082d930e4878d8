/* break out of the time loop between two regions of a step (after the first nest), result of the half step printed */
#include <stdio.h>
#define N 20
static int a[N], b[N];

int main(void)
{
  static const int stops[4] = { 0, 5, 77, 1000 };
  int c, i, t, n = 19;
  for (c = 0; c < 4; c++) {
    for (i = 0; i < N; i++) { a[i] = i * 37 % 11; b[i] = 0; }
    for (t = 0; t < 200; t++) {
#pragma bbmm
      for (i = 1; i < n - 1; i++)
        b[i] = (a[i - 1] + 2 * a[i] + a[i + 1] + t) % 1009;
      if (t == stops[c]) break;
#pragma bbmm
      for (i = 1; i < n - 1; i++)
        a[i] = b[i] ^ (b[i] >> 2);
    }
    printf("c=%d t=%d\n", c, t);
    for (i = 0; i < n; i++) printf("%d %d\n", a[i], b[i]);
  }
  return 0;
}
