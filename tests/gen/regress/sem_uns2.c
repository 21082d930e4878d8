/* issue 17: for (i = 0; i < n; i++) A[i] = B[i] + (double)(i / 2u * 7) + (double)(i * 100000 % 7); */
#include <stdio.h>
#include <string.h>
#include <math.h>
#define N 300
double A[N], B[N];
int main(void) {
  int i, n = N; unsigned u;
  for (i = 0; i < n; i++) { B[i] = i * 0.5 - 20; A[i] = -1; }
#pragma bbmm
  for (i = 0; i < n; i++) A[i] = B[i] + (double)(i / 2u * 7) + (double)(i * 100000 % 7);
  for (i = 0; i < n; i++) printf("%a\n", (double)A[i]);
  return 0;
}
