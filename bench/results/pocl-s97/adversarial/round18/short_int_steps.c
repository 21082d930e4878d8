/* short and unsigned char arrays in a 1-D time loop of 250 steps, wrap-around arithmetic, host reads a checksum every 25 steps */
#include <stdio.h>
#define N 24
static short s[N], s2[N];
static unsigned char c[N];

int main(void)
{
  int n, i, t;
  for (n = 2; n <= N; n += 11) {
    long cs = 0;
    for (i = 0; i < N; i++) { s[i] = (short)(i * 100 - 1000); s2[i] = 0; c[i] = (unsigned char)(i * 17); }
    for (t = 0; t < 250; t++) {
#pragma bbmm
      for (i = 1; i < n - 1; i++)
        s2[i] = (short)((s[i - 1] + s[i + 1]) / 2 + (c[i] & 7) - 3);
#pragma bbmm
      for (i = 0; i < n; i++) {
        c[i] = (unsigned char)(c[i] * 5 + 1);
        if (i > 0 && i < n - 1) s[i] = s2[i];
      }
      if (t % 25 == 24) { for (i = 0; i < n; i++) cs += s[i] * (i + 1) + c[i]; }
    }
    printf("n=%d cs=%ld\n", n, cs);
    for (i = 0; i < n; i++) printf("%d %d %u\n", s[i], s2[i], (unsigned)c[i]);
  }
  return 0;
}
