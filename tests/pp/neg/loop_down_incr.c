// expect: 7:26: error: the loop over 'j' decrements it in its condition and must have no increment
void f(unsigned n, double *B)
{
    unsigned j;
#pragma bbmm array(B[n])
    {
    for (j = n; j-- > 0; j--)
        B[j] = B[j] + 1.0;
    
    }
}
