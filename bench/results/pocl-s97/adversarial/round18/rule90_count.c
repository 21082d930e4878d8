/* 1-D cellular automaton (char cells, rule 90 with periodic wrap), 300 steps, host counts live cells every step */
#include <stdio.h>
#define N 24
static unsigned char c0[N], c1[N];

int main(void)
{
  static const int sz[5] = { 1, 2, 3, 8, 24 };
  int k, i, t;
  for (k = 0; k < 5; k++) {
    int n = sz[k];
    long live = 0;
    for (i = 0; i < N; i++) { c0[i] = (i == n / 2); c1[i] = 0; }
    for (t = 0; t < 300; t++) {
#pragma bbmm
      for (i = 0; i < n; i++)
        c1[i] = c0[(i + n - 1) % n] ^ c0[(i + 1) % n];
#pragma bbmm
      for (i = 0; i < n; i++)
        c0[i] = c1[i];
      for (i = 0; i < n; i++) live += c0[i];
    }
    printf("n=%d live=%ld\n", n, live);
    for (i = 0; i < n; i++) printf("%u", (unsigned)c0[i]);
    printf("\n");
  }
  return 0;
}
