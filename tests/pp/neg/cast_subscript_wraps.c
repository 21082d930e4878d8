// expect: 11:29: error: subscript 1 of 'A': the cast '(unsigned char)i' can change the value it converts for some values of the parameters; a subscript takes only casts that cannot
#include <stdio.h>
#include <string.h>
#include <math.h>
#define N 300
double A[N], B[N];
int main(void) {
  int i, n = N; unsigned u;
  for (i = 0; i < n; i++) { B[i] = i * 0.5 - 20; A[i] = -1; }
#pragma bbmm
  for (i = 0; i < n; i++) A[(unsigned char)i] = B[i] + 1.0;
  for (i = 0; i < n; i++) printf("%a\n", (double)A[i]);
  return 0;
}
