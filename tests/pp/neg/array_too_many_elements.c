// expect: 5:20: error: array 'A' has more elements than a 64-bit count holds (more than 9223372036854775807)
void f(int n, double A[n])
{
    int i;
#pragma bbmm array(A[1L << 62][4])
    for (i = 0; i < n; i++)
        A[i] = 1.0;
}
